import { ContactMessage, ContactValidation } from '@/contract/contact-rules';
import { messageKeys, useMessage } from '@/web/lib/use-message';

const contactKeys = messageKeys(
  [ContactValidation, 'contact.validation'],
  [ContactMessage, 'contact.messages'],
);

/** useMessage for Say Hello and the booking request: their contract texts in the reader's language, then the app's. */
export const useContactMessage = () => useMessage(contactKeys);
