import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, type Team } from '../../test/organization-helpers.ts';
import { createTestApp, signIn, type Session, type TestApp } from '../../test/test-app.ts';

// With SMTP_URL set, an invitation's link also goes out by e-mail (docs/organizations.md#invitations): a real SMTP
// server on loopback receives it, and when the server is gone the invitation still stands, unsent.

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (raw += chunk));
    stream.on('end', () => {
      const { mailFrom, rcptTo } = session.envelope;
      received.push({ from: mailFrom ? mailFrom.address : undefined, to: rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'info' }, undefined, {
    logStream: { write: (line) => logLines.push(line) },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The bytes a quoted-printable body or an RFC 2047 "Q" word stands for, as UTF-8 text. */
const quotedPrintable = (text: string, underscoreIsSpace = false) =>
  Buffer.from(
    (underscoreIsSpace ? text.replace(/_/g, ' ') : text)
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Subject and text of a raw message as nodemailer writes one (encoded words, quoted-printable body). */
function readMessage(raw: string) {
  const [head = '', ...body] = raw.split('\r\n\r\n');
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const subjectLine = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '';
  const subject = subjectLine
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, word: string) => quotedPrintable(word, true));
  const from = /^From: (.*)$/m.exec(unfolded)?.[1];
  const qp = /Content-Transfer-Encoding: quoted-printable/i.test(head);
  const text = body.join('\r\n\r\n');
  return { subject, from, text: (qp ? quotedPrintable(text) : text).replace(/\r\n/g, '\n') };
}

/** POST /v1/organizations/:id/invitations of the team's organisation, as `who`. */
const invite = (who: Session, team: Team, payload: { email: string; role: string }) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/organizations/${team.organization.id}/invitations`,
    headers: who.headers,
    payload,
  });

describe('invitation e-mails', () => {
  it('sends the link to the invited address, in Portuguese, and says so', async () => {
    const team = await createTeam(t, 'Associação Águas do Cerrado');
    const res = await invite(team.admin, team, { email: 'Maria.Convidada@Exemplo.com.br', role: 'editor' });
    expect(res.statusCode, res.body).toBe(201);
    const invitation = res.json().data;
    expect(invitation.emailSent).toBe(true);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.to).toEqual(['maria.convidada@exemplo.com.br']);
    expect(mail!.from).toBe('nao-responda@localhost');
    const message = readMessage(mail!.raw);
    expect(message.from).toBe('Raiz <nao-responda@localhost>');
    expect(message.subject).toBe('Convite para participar de Associação Águas do Cerrado na Raiz');
    expect(message.text).toContain(
      'admin de Associação Águas do Cerrado convidou você para participar da organização Associação Águas do ' +
        'Cerrado na Raiz, com o papel de Editor.',
    );
    expect(message.text).toContain(`\n${invitation.url}\n`);
    expect(message.text).toMatch(/O convite vale até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de Brasília\)/);

    // The link in the e-mail opens the invitation for the invited account.
    const token = invitation.url.split('/convite/')[1];
    const maria = await signIn(t, { email: 'maria.convidada@exemplo.com.br' });
    const accept = await t.app.inject({
      method: 'POST',
      url: `/v1/invitations/${token}/accept`,
      headers: maria.headers,
    });
    expect(accept.statusCode).toBe(200);
    // Neither the address nor the token reach the log.
    const logged = logLines.join('\n').toLowerCase();
    expect(logged).not.toContain('maria.convidada');
    expect(logged).not.toContain(token.toLowerCase());
  });

  it('still creates the invitation when the SMTP server does not answer, and says it was not sent', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const team = await createTeam(t, 'Servidor Fora do Ar');
    const res = await invite(team.owner, team, { email: 'joao.sem.email@exemplo.com.br', role: 'viewer' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      emailSent: false,
      role: 'viewer',
      url: expect.stringContaining('/convite/'),
    });
    const pending = await t.app.inject({
      url: `/v1/organizations/${team.organization.id}/invitations`,
      headers: team.owner.headers,
    });
    expect(pending.json().data).toHaveLength(1);
    const logged = logLines.join('\n');
    expect(logged).toContain('invitation e-mail not sent');
    expect(logged).not.toContain('joao.sem.email');
  });
});
