import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatErrorMessage, isApiError, serverMessageOf, serverMessageOr } from '@/api/errors';
import {
  getGetCardRequirementsQueryOptions,
  getGetCardsQueryKey,
  getGetCreditQueryOptions,
  getGetDepositQueryOptions,
  getGetVerificationInfoQueryOptions,
  useActivateCardNew,
  useApplyCard,
  useGetCredit,
  useGetDeposit,
  useGetVerificationInfo,
} from '@/api/generated/endpoints/cards/cards';
import type { Card, CardModel } from '@contract-kit/model';
import { newIdempotencyKey } from '@/api/idempotency';
import { ResponsiveDialog } from '@/components/responsive-dialog';
import { useToast } from '@/components/toast-provider';
import { useSession } from '@/features/auth';
import { fundingReference, useAccountDepositToCard, useCardRequirements, type AccountFundingInput, type FundingMethod, type OnchainSelection } from '@/features/card-funding';
import { CARD_REQUIREMENTS, deriveDepositRequirements } from '@contract-kit/rules/card-funding';
import { useCards } from '@/features/cards';
import { dec } from '@contract-kit/money';
import { modelUnavailableReason } from '@contract-kit/rules/card-availability';
import { validateCardName } from '../lib/card-name';
import { APPLIED_CARD_CURRENCY, APPLIED_CARD_TYPE, FUNDING_POLL_MS, TOTAL_STEPS, VERIFICATION_POLL_MS } from '../lib/card-application-constants';
import { backStep, continueStep, correctStep, isBackDisabled, isNextDisabled, nextStep, verificationState, type LockReason, type WizardStep } from '../lib/wizard';
import { AgreementViewer } from './agreement-viewer';
import { ScanWithPhoneDialog } from './scan-with-phone-dialog';
import { StepActivate } from './step-activate';
import { StepFunding } from './step-funding';
import { StepChooseCard } from './step-choose-card';
import { StepVerification } from './step-verification';

/** A new application (the apply tile) or an existing card whose application continues (apply_proceed). */
export type CardApplicationRequest = { kind: 'new' } | { kind: 'continue'; card: Card };

/** Where the wizard is, as its place in the address keeps it (`?dialog=apply&card=…&step=…`). */
export interface WizardPlace {
  card?: string;
  step: WizardStep;
}

/**
 * How the wizard moved: `replace` the place (it arrived at a step it cannot go back from: Back is disabled at step 4,
 * and from step 2 there is no step 1 once the application exists), `push` a new one (2 → 3, which Back returns
 * from), or `back` (the wizard's own Back: to the place it pushed from).
 */
export type WizardMove = 'push' | 'replace' | 'back';

interface CardApplicationWizardProps {
  request: CardApplicationRequest;
  open: boolean;
  onClose: () => void;
  /** After the closing transition (the owner may unmount the wizard, which resets all its state). */
  onExited?: () => void;
  /** Activation succeeded (spec 02 §4 "calls the success callback"). */
  onActivated?: (card: Card) => void;
  /** The step the address names: the browser's Back and Forward move the wizard where the spec lets it go. */
  placeStep?: WizardStep | undefined;
  /** The wizard moved: keep the address in step. */
  onPlaceChange?: (place: WizardPlace, move: WizardMove) => void;
}

const STEP_TITLE_IDS = {
  1: 'cardApplication.step.model',
  2: 'cardApplication.step.verification',
  3: 'cardApplication.step.funding',
  4: 'cardApplication.step.activate',
} as const satisfies Record<WizardStep, string>;

const LOCK_MESSAGE_IDS = {
  rejected: 'cardApplication.verification.rejected',
  underReview: 'cardApplication.verification.underReview',
} as const satisfies Record<LockReason, string>;

/** Server-side descriptions of wizard deposits (shown in the account activity). */
const DEPOSIT_DESCRIPTIONS: Record<CardModel, string> = { debit: 'Deposit for debit card activation', credit: 'Stake for credit card activation' };

const fundedOf = (card: Card | null) => (card ? (card.model === 'debit' ? card.deposit.current : card.credit.current) : '0');

/**
 * The card application dialog (spec 02 §2, §4): 4 steps with a progress bar of step / 4 — the model and the
 * cardholder agreement, identity verification (polled every 5 s), funding on chain or from an account balance
 * (polled every 7 s) and activation with a card name. The correct step is recomputed from the card, its
 * verification and its funding; Next and Back follow the rules of lib/wizard.ts. Continuing an existing card starts
 * at the step its state calls for. Closing resets everything (the owner unmounts the wizard) and refreshes cards.
 */
export function CardApplicationWizard({ request, open, onClose, onExited, onActivated, placeStep, onPlaceChange }: CardApplicationWizardProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const session = useSession();
  const cardsQuery = useCards();
  const { requirements } = useCardRequirements();
  const userCreatedAt = session.data?.createdAt ?? null;

  const [step, setStep] = useState<WizardStep | null>(request.kind === 'new' ? 1 : null);
  const [model, setModel] = useState<CardModel | null>(request.kind === 'continue' ? request.card.model : null);
  const [readAgreements, setReadAgreements] = useState<readonly CardModel[]>([]);
  const [isAgreementOpen, setAgreementOpen] = useState(false);
  const [isAccepted, setAccepted] = useState(false);
  const [appliedCard, setAppliedCard] = useState<Card | null>(request.kind === 'continue' ? request.card : null);
  const [method, setMethod] = useState<FundingMethod>('onchain');
  const [onchain, setOnchain] = useState<OnchainSelection | null>(null);
  const [fundingFormKey, setFundingFormKey] = useState(0);
  const [name, setName] = useState('');
  const [isNameTouched, setNameTouched] = useState(false);
  const [isPhoneOpen, setPhoneOpen] = useState(false);
  const [openedAt] = useState(() => new Date().toISOString());

  const cardId = appliedCard?.id ?? null;
  const card = cardsQuery.data?.find((candidate) => candidate.id === cardId) ?? appliedCard;
  const requirementContext = { userCreatedAt, appliedAt: card?.createdAt ?? openedAt };
  const derived = {
    debit: deriveDepositRequirements('debit', requirements, requirementContext),
    credit: deriveDepositRequirements('credit', requirements, requirementContext),
  };
  const current = model ? derived[model] : null;
  const totalRequired = current?.accountTotalRequired ?? null;
  const isReady = step !== null;

  // ---- verification (step 2 polls every 5 s until approved)
  const verification = useGetVerificationInfo(cardId ?? '', {
    query: {
      enabled: Boolean(cardId) && isReady,
      retry: false,
      refetchInterval: (query) => (step === 2 && query.state.data?.data.data.status !== 'approved' ? VERIFICATION_POLL_MS : false),
    },
  });
  const verificationStatus = verification.data?.data.data.status ?? null;
  const lock = verificationState(verificationStatus);
  const isVerified = lock.isVerified || (!verification.data && Boolean(card && (card.status === 'pending_deposit' || card.status === 'pending_activation')));

  // ---- funding (step 3 polls data.current every 7 s until funded)
  const isFundedAmount = (amount: string | undefined) => Boolean(amount && totalRequired && dec(amount).gte(totalRequired));
  const fundingOptions = (forModel: CardModel) => ({
    enabled: Boolean(cardId) && isReady && model === forModel,
    retry: false,
    refetchInterval: (query: { state: { data?: { data: { current: string } } } }) => (step === 3 && !isFundedAmount(query.state.data?.data.current) ? FUNDING_POLL_MS : false),
  });
  const deposit = useGetDeposit(cardId ?? '', { query: fundingOptions('debit') });
  const credit = useGetCredit(cardId ?? '', { query: fundingOptions('credit') });
  const funding = model === 'credit' ? credit : deposit;
  const funded = funding.data?.data.current ?? fundedOf(card);
  const isFunded = isFundedAmount(funded);

  const apply = useApplyCard();
  const accountDeposit = useAccountDepositToCard();
  const activation = useActivateCardNew();
  const isBusy = apply.isPending || activation.isPending || accountDeposit.isPending;
  const isLoading = !isReady || isBusy;

  const close = () => {
    if (isBusy) return;
    onClose();
    // Spec 02 §4: closing refreshes the cards (whatever the wizard did, e.g. a deposit seen by the poll only).
    void queryClient.invalidateQueries({ queryKey: getGetCardsQueryKey() });
  };

  // ---- the address follows the wizard (and the browser's Back and Forward move it where the spec allows)
  const moveTo = (next: WizardStep, move: WizardMove, card: string | null = cardId) => {
    setStep(next);
    onPlaceChange?.({ ...(card ? { card } : {}), step: next }, move);
  };

  // ---- continuing an existing card: read its verification and funding, then start at the right step
  const latest = useRef({ onClose, toast, intl, userCreatedAt, onPlaceChange });
  useEffect(() => {
    latest.current = { onClose, toast, intl, userCreatedAt, onPlaceChange };
  });
  useEffect(() => {
    if (request.kind !== 'continue') return;
    const existing = request.card;
    let isCancelled = false;
    void (async () => {
      try {
        const [info, fundingResponse, loadedRequirements] = await Promise.all([
          queryClient.fetchQuery(getGetVerificationInfoQueryOptions(existing.id)),
          existing.model === 'debit' ? queryClient.fetchQuery(getGetDepositQueryOptions(existing.id)) : queryClient.fetchQuery(getGetCreditQueryOptions(existing.id)),
          queryClient
            .fetchQuery(getGetCardRequirementsQueryOptions())
            .then((response) => response.data)
            .catch(() => CARD_REQUIREMENTS),
        ]);
        if (isCancelled) return;
        const total = deriveDepositRequirements(existing.model, loadedRequirements, { userCreatedAt: latest.current.userCreatedAt, appliedAt: existing.createdAt }).accountTotalRequired;
        const start = continueStep({ status: existing.status, isFunded: dec(fundingResponse.data.current).gte(total), isApproved: info.data.data.status === 'approved' });
        setStep(start);
        latest.current.onPlaceChange?.({ card: existing.id, step: start }, 'replace');
      } catch (error) {
        if (isCancelled) return;
        const { intl: messages, toast: show, onClose: dismiss } = latest.current;
        const isMissing = isApiError(error) && error.status === 404;
        show({
          title: messages.formatMessage({ id: isMissing ? 'cardApplication.toast.cardNotFound' : 'cardApplication.toast.initializationFailed' }),
          description: isMissing ? undefined : (serverMessageOf(error) ?? undefined),
          variant: 'destructive',
        });
        dismiss();
      }
    })();
    return () => {
      isCancelled = true;
    };
    // Runs once per wizard (the owner remounts it for every request).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // ---- feedback on verification: a locked step 2 says why navigation is disabled; a failed read says so once
  const announcedLock = useRef<LockReason | null>(null);
  useEffect(() => {
    if (step !== 2) return;
    if (lock.lockReason && lock.lockReason !== announcedLock.current) {
      toast({
        title: intl.formatMessage({ id: 'cardApplication.toast.navigationDisabled' }),
        description: intl.formatMessage({ id: LOCK_MESSAGE_IDS[lock.lockReason] }),
        variant: 'destructive',
      });
    }
    announcedLock.current = lock.lockReason;
  }, [intl, lock.lockReason, step, toast]);
  const reportedVerificationError = useRef(0);
  useEffect(() => {
    if (!isReady || !verification.isError || reportedVerificationError.current === verification.errorUpdatedAt) return;
    reportedVerificationError.current = verification.errorUpdatedAt;
    toast({ title: intl.formatMessage({ id: 'cardApplication.toast.verificationFailed' }), description: verification.error.message, variant: 'destructive' });
  }, [intl, isReady, toast, verification.error, verification.errorUpdatedAt, verification.isError]);

  const unavailable = useMemo(() => ({ debit: modelUnavailableReason(cardsQuery.data ?? [], 'debit'), credit: modelUnavailableReason(cardsQuery.data ?? [], 'credit') }), [cardsQuery.data]);

  // ---- navigation
  const submitApplication = () => {
    if (!model) return;
    apply.mutate(
      { data: { model, type: APPLIED_CARD_TYPE, currency: APPLIED_CARD_CURRENCY } },
      {
        onSuccess: (response) => {
          setAppliedCard(response.data.data);
          toast({
            title: intl.formatMessage({ id: 'cardApplication.toast.applicationCreated' }),
            description: intl.formatMessage({ id: 'cardApplication.toast.applicationCreatedBody' }),
            variant: 'success',
          });
          // From step 2 Back never returns to step 1: the application exists (its place replaces the new one's).
          moveTo(2, 'replace', response.data.data.id);
        },
        onError: (error) => {
          toast({
            title: intl.formatMessage({ id: 'cardApplication.toast.applicationFailed' }),
            description: formatErrorMessage(intl, serverMessageOr(error, 'cardApplication.toast.applicationFailedDefault')),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const goNext = () => {
    if (step === null || step === 4) return;
    if (step === 1) {
      submitApplication();
      return;
    }
    if (step === 2 && lock.isLocked && lock.lockReason) {
      toast({ title: intl.formatMessage({ id: 'cardApplication.toast.navigationDisabled' }), description: intl.formatMessage({ id: LOCK_MESSAGE_IDS[lock.lockReason] }), variant: 'destructive' });
      return;
    }
    const next = nextStep(step, correctStep({ hasCard: Boolean(cardId), isVerified, isFunded }));
    // Back is possible from 3 (to 2) but never from 4: only the step 3 is a place Back returns from.
    moveTo(next, next === 3 ? 'push' : 'replace');
  };

  const goBack = () => {
    if (step === null) return;
    const target = backStep(step);
    if (target === 'cancel') close();
    else moveTo(target, 'back');
  };

  // ---- step 3: account deposit
  const depositFromAccount = ({ amount, account }: AccountFundingInput) => {
    if (!cardId || !model) return;
    accountDeposit.mutate(
      {
        id: cardId,
        data: { amount, fromAccountId: account.id, cardModel: model, description: DEPOSIT_DESCRIPTIONS[model], fromCurrencyId: account.currencyId, reference: fundingReference(model, Date.now()) },
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: () => {
          toast({
            title: intl.formatMessage({ id: 'cardFunding.toast.depositSuccess' }),
            description: intl.formatMessage(
              { id: 'cardFunding.toast.depositSuccessBody' },
              { model: intl.formatMessage({ id: model === 'debit' ? 'cardFunding.model.debit' : 'cardFunding.model.credit' }) },
            ),
            variant: 'success',
          });
          // The card's funding (and every balance) is re-read by the refresh table's row for accountDeposit.
          setFundingFormKey((key) => key + 1);
        },
        onError: (error) => {
          toast({
            title: intl.formatMessage({ id: 'cardFunding.toast.depositFailed' }),
            description: formatErrorMessage(intl, serverMessageOr(error, model === 'debit' ? 'cardFunding.error.depositOperationFailed' : 'cardFunding.error.stakeOperationFailed')),
            variant: 'destructive',
          });
        },
      },
    );
  };

  // ---- step 4: activation
  const nameError = isNameTouched ? validateCardName(name) : null;
  const activate = () => {
    setNameTouched(true);
    if (!cardId || validateCardName(name)) return;
    activation.mutate(
      { id: cardId, data: { primaryName: name.trim() } },
      {
        onSuccess: (response) => {
          toast({
            title: intl.formatMessage({ id: 'cardApplication.toast.cardActivated' }),
            description: intl.formatMessage({ id: 'cardApplication.toast.cardActivatedBody' }, { lastFour: response.data.lastFourDigits }),
            variant: 'success',
          });
          onActivated?.(response.data);
          onClose();
        },
        onError: (error) => {
          toast({
            title: intl.formatMessage({ id: 'cardApplication.toast.activationFailed' }),
            description: formatErrorMessage(intl, serverMessageOr(error, 'cardApplication.toast.activationFailedDefault')),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const verificationUrl = verification.data?.data.url ?? null;
  const openVerification = () => {
    if (verificationUrl) window.open(verificationUrl, '_blank', 'noopener,noreferrer');
  };
  const urlCopied = () => toast({ title: intl.formatMessage({ id: 'cardApplication.toast.urlCopied' }), variant: 'success' });

  const backDisabled = step === null || isBackDisabled({ step, isLoading, isLocked: lock.isLocked });
  const nextDisabled =
    step === null ||
    (step === 1 && model !== null && unavailable[model] !== null) ||
    isNextDisabled({
      step,
      isLoading,
      hasModel: model !== null,
      isAgreementAccepted: isAccepted,
      isVerified,
      isLocked: lock.isLocked,
      isFunded,
      isOnchainReady: onchain?.isReady ?? false,
      method,
    });

  // The browser's Back and Forward: the address names another step. The wizard goes there when its own Back or Next
  // could (spec 02 §4); a Back it cannot take (at step 4, at a locked step 2) leaves the wizard, as Back leaves any
  // dialog; a Forward it cannot take puts the address back on the wizard's step.
  const [placeStepSeen, setPlaceStepSeen] = useState(placeStep);
  if (placeStep !== placeStepSeen) {
    setPlaceStepSeen(placeStep);
    const canGoBack = step !== null && !backDisabled && backStep(step) === placeStep;
    const canGoNext = step !== null && !nextDisabled && nextStep(step, correctStep({ hasCard: Boolean(cardId), isVerified, isFunded })) === placeStep;
    if (placeStep !== undefined && (canGoBack || canGoNext)) setStep(placeStep);
  }
  useEffect(() => {
    if (step === null || placeStep === undefined || placeStep === step) return;
    if (placeStep < step) close();
    else onPlaceChange?.({ ...(cardId ? { card: cardId } : {}), step }, 'replace');
    // Only when the address moves (the wizard's own moves update the address themselves).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placeStep]);

  const title = intl.formatMessage({ id: request.kind === 'new' ? 'cardApplication.title.new' : 'cardApplication.title.continue' });
  return (
    <>
      <ResponsiveDialog
        open={open}
        onClose={close}
        onExited={onExited}
        isCloseDisabled={isBusy}
        maxWidth="sm"
        title={title}
        actions={
          <DialogActions sx={{ justifyContent: 'space-between', pt: 2 }}>
            <Button onClick={goBack} disabled={backDisabled}>
              {intl.formatMessage({ id: step === 1 ? 'cardApplication.cancel' : 'cardApplication.back' })}
            </Button>
            {step === 4 ? (
              <Button variant="contained" onClick={activate} loading={activation.isPending}>
                {intl.formatMessage({ id: 'cardApplication.activate.submit' })}
              </Button>
            ) : (
              <Button variant="contained" onClick={goNext} disabled={nextDisabled} loading={apply.isPending}>
                {intl.formatMessage({ id: step === 1 ? 'cardApplication.apply' : 'cardApplication.next' })}
              </Button>
            )}
          </DialogActions>
        }
      >
        {step !== null ? (
          <Stack spacing={1} sx={{ mb: 2 }}>
            <Typography variant="body2" color="text.secondary" data-testid="wizard-step">
              {intl.formatMessage({ id: 'cardApplication.progress' }, { step, total: TOTAL_STEPS, title: intl.formatMessage({ id: STEP_TITLE_IDS[step] }) })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(step / TOTAL_STEPS) * 100}
              aria-label={intl.formatMessage({ id: 'cardApplication.progressLabel' })}
              aria-valuetext={intl.formatMessage({ id: 'cardApplication.progressValue' }, { step, total: TOTAL_STEPS })}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Stack>
        ) : null}
        {step === null ? (
          <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
            <CircularProgress aria-hidden />
            <Typography color="text.secondary">{intl.formatMessage({ id: 'cardApplication.initializing' })}</Typography>
          </Stack>
        ) : (
          <Box sx={{ pt: 1 }}>
            {step === 1 ? (
              <StepChooseCard
                model={model}
                onModelChange={(next) => {
                  setModel(next);
                  setAccepted(false);
                }}
                unavailable={unavailable}
                requirements={derived}
                isAgreementAccepted={isAccepted}
                onAgreementChange={setAccepted}
                hasReadAgreement={model !== null && readAgreements.includes(model)}
                onOpenAgreement={() => setAgreementOpen(true)}
                disabled={isBusy}
              />
            ) : null}
            {step === 2 ? (
              <StepVerification
                status={verificationStatus}
                url={verificationUrl}
                isLoading={verification.isPending}
                error={verification.isError ? intl.formatMessage({ id: 'cardApplication.toast.verificationFailed' }) : null}
                onRetry={() => void verification.refetch()}
                onStart={openVerification}
                onOpenPhone={() => setPhoneOpen(true)}
                onCopied={urlCopied}
              />
            ) : null}
            {step === 3 && cardId && model && current ? (
              <StepFunding
                key={fundingFormKey}
                cardId={cardId}
                model={model}
                requirements={current}
                funded={funded}
                isFunded={isFunded}
                fundingError={funding.isError ? formatErrorMessage(intl, serverMessageOr(funding.error, 'cardApplication.funding.loadError')) : null}
                onRetryFunding={() => void funding.refetch()}
                method={method}
                onMethodChange={setMethod}
                onOnchainChange={setOnchain}
                onAccountDeposit={depositFromAccount}
                isDepositing={accountDeposit.isPending}
              />
            ) : null}
            {step === 4 && model ? <StepActivate model={model} funded={funded} name={name} onNameChange={setName} error={nameError} disabled={activation.isPending} onSubmit={activate} /> : null}
          </Box>
        )}
      </ResponsiveDialog>
      {model ? (
        <AgreementViewer
          model={model}
          open={isAgreementOpen}
          onClose={() => {
            setAgreementOpen(false);
            setReadAgreements((read) => (read.includes(model) ? read : [...read, model]));
          }}
        />
      ) : null}
      {verificationUrl ? <ScanWithPhoneDialog url={verificationUrl} open={isPhoneOpen} onClose={() => setPhoneOpen(false)} onCopied={urlCopied} /> : null}
    </>
  );
}
