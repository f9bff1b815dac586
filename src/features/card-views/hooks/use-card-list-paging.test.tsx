import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCardListPaging } from './use-card-list-paging';

const query = (data: { total?: number } | undefined, isPlaceholderData = false) => ({ isFetching: false, isPlaceholderData, data, refetch: vi.fn(() => Promise.resolve()) });

describe('useCardListPaging', () => {
  it('corrects a page beyond the last to the last page once the list has answered (25 items of 10: page 3)', () => {
    const onPastEnd = vi.fn();
    const { result } = renderHook(() => useCardListPaging({ cards: query(undefined), selected: undefined, list: query({ total: 25 }), page: 7, pageSize: 10, onPastEnd }));
    expect(result.current.info.page).toBe(3);
    expect(onPastEnd).toHaveBeenCalledTimes(1);
    expect(onPastEnd).toHaveBeenCalledWith(3);
  });

  it('leaves a page alone while the answer is a placeholder (the previous page) and when the page exists', () => {
    const onPastEnd = vi.fn();
    renderHook(() => useCardListPaging({ cards: query(undefined), selected: undefined, list: query({ total: 25 }, true), page: 7, pageSize: 10, onPastEnd }));
    renderHook(() => useCardListPaging({ cards: query(undefined), selected: undefined, list: query({ total: 25 }), page: 3, pageSize: 10, onPastEnd }));
    expect(onPastEnd).not.toHaveBeenCalled();
  });

  it('Refresh refetches the cards, and the list only when a card is selected', () => {
    const cards = query(undefined);
    const list = query({ total: 0 });
    const { result } = renderHook(() => useCardListPaging({ cards, selected: undefined, list, page: 1, pageSize: 10, onPastEnd: vi.fn() }));
    result.current.refresh();
    expect(cards.refetch).toHaveBeenCalledTimes(1);
    expect(list.refetch).not.toHaveBeenCalled();
  });
});
