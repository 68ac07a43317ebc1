/** The 18 white-label components in the order the docs list them, and lookups by slug. */
import account from './components/account';
import achCredit from './components/ach-credit';
import achDebit from './components/ach-debit';
import achRepayment from './components/ach-repayment';
import activity from './components/activity';
import bookPayments from './components/book-payments';
import cards from './components/cards';
import checkDeposits from './components/check-deposits';
import checkPayments from './components/check-payments';
import createCard from './components/create-card';
import documentCollection from './components/document-collection';
import multifactorAuthentication from './components/multifactor-authentication';
import multipleCards from './components/multiple-cards';
import nextRepayment from './components/next-repayment';
import payeeManagement from './components/payee-management';
import programDetails from './components/program-details';
import recurringRepayment from './components/recurring-repayment';
import wirePayment from './components/wire-payment';
import type { WhiteLabelComponent } from './types';

export * from './types';

export const whiteLabelComponents: readonly WhiteLabelComponent[] = [
  account,
  achCredit,
  achDebit,
  achRepayment,
  activity,
  bookPayments,
  cards,
  checkDeposits,
  checkPayments,
  createCard,
  documentCollection,
  multifactorAuthentication,
  multipleCards,
  nextRepayment,
  payeeManagement,
  programDetails,
  recurringRepayment,
  wirePayment,
];

export function componentBySlug(slug: string): WhiteLabelComponent {
  const component = whiteLabelComponents.find((candidate) => candidate.slug === slug);
  if (!component) {
    throw new Error(
      `Unknown white-label component "${slug}". Known: ${whiteLabelComponents.map((c) => c.slug).join(', ')}.`,
    );
  }
  return component;
}
