import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardResponse, NewCardRequest } from '@/contract/account-settings';
import type { CardsResponse } from '@/contract/user';
import { api } from '@/web/lib/api';
import { accountQueryKeys } from './account-query-keys';

export function getCards(): Promise<CardsResponse> {
  return api.get('/api/user/account/cards');
}

export function addCard(card: NewCardRequest): Promise<CardResponse> {
  return api.post('/api/user/account/cards/new', card);
}

export function deleteCard(cardId: string) {
  return api.post('/api/user/account/cards/delete', { cardId });
}

/** The signed-in user's cards, masked, newest first. */
export function useCards() {
  return useQuery({ queryKey: accountQueryKeys.cards, queryFn: getCards, select: (data) => data.cards });
}

/** Adds or removes a card; the list loads afresh. */
export function useCardChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.cards });
  return {
    add: useMutation({ mutationFn: addCard, onSuccess }),
    remove: useMutation({ mutationFn: deleteCard, onSuccess }),
  };
}
