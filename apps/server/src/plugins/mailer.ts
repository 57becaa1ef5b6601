import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

/** A plain-text e-mail to one person. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends one message through the configured SMTP server; rejects when the server does not take it. */
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mail through SMTP_URL; null when none is configured (then nothing is sent). */
    mailer: Mailer | null;
  }
}

/**
 * E-mail through the SMTP server of SMTP_URL, from SMTP_FROM. A slow or absent server is given up on within seconds, so
 * a request that sends mail is never held for long. Nodemailer's own logging stays off: it would write addresses.
 */
export default fp(async function mailerPlugin(app: FastifyInstance) {
  const smtp = app.config.smtp;
  if (!smtp) {
    app.decorate('mailer', null);
    return;
  }
  const transport = nodemailer.createTransport(
    { url: smtp.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, logger: false },
    { from: smtp.from },
  );
  app.addHook('onClose', () => transport.close());
  app.decorate('mailer', {
    async send(message: MailMessage) {
      await transport.sendMail(message);
    },
  });
});
