/**
 * Support channels (spec 02 §2 Header support menu: e-mail, WeChat QR modal, WhatsApp; §9: values not
 * shown in the spec, so they are designed here — replace with the operator's real contacts before launch).
 */
export const SUPPORT_CONTACTS = {
  email: {
    address: 'support@lookcard.io',
    /** Pre-filled subject of the mail draft. */
    subject: 'LookCard support request',
  },
  wechat: {
    /** The official account's WeChat ID, shown under the QR code for manual search. */
    id: 'LookCardSupport',
    /**
     * What the QR code encodes: the WeChat contact-card link of the support account (WeChat's
     * "My QR Code" screen gives it); scanning it in WeChat opens the chat.
     */
    qrValue: 'https://u.wechat.com/LookCardSupport',
  },
  whatsapp: {
    /** E.164 number of the WhatsApp Business support line (Hong Kong). */
    number: '+85251234567',
    display: '+852 5123 4567',
  },
} as const;

export const supportMailto = (): string => `mailto:${SUPPORT_CONTACTS.email.address}?subject=${encodeURIComponent(SUPPORT_CONTACTS.email.subject)}`;

/** wa.me link (opens the app on phones, WhatsApp Web on desktops). */
export const whatsappUrl = (): string => `https://wa.me/${SUPPORT_CONTACTS.whatsapp.number.replace(/\D/g, '')}`;
