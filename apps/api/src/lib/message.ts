/** One e-mail or text message, as the notifier sends it and the development outbox keeps it. */
export interface Message {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  /** The one-time code the text carries, kept only by the development outbox. */
  code?: string;
}
