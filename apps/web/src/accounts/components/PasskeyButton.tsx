'use client';

import { useEffect, useState } from 'react';
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

export interface PasskeyTexts {
  /** The button's text. */
  button: string;
  /** While the browser's passkey prompt is open. */
  working: string;
  /** The person closed the prompt, or it timed out. */
  cancelled: string;
  /** The passkey was not accepted (unknown here, or not valid). */
  invalid: string;
  /** The prompt took too long: a new try asks anew. */
  expired: string;
  /** This passkey is already in the account, or the account has as many as it may. */
  tooMany: string;
  /** Anything else (the network, the server). */
  failed: string;
  /** A line after the button that leads to the other way (the password form). */
  or?: string;
}

interface Props {
  /** Sign in with a passkey, add one to the signed-in account, or confirm the account's deletion with one. */
  mode: 'signin' | 'register' | 'confirm';
  /** The account page's market and language (`de/en`), for the page the server sends the browser to. */
  page: string;
  texts: PasskeyTexts;
}

/** The server's and the browser's refusals, by the text that explains them (anything else: `failed`). */
const MESSAGES: Record<string, keyof PasskeyTexts> = {
  invalid: 'invalid',
  expired: 'expired',
  tooMany: 'tooMany',
  cancelled: 'cancelled',
};

async function post(step: string, body: unknown): Promise<{ options?: unknown; location?: string; error?: string }> {
  const response = await fetch(`/api/account/passkey/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const answer = (await response.json().catch(() => ({}))) as { options?: unknown; location?: string; error?: string };
  if (!response.ok && !answer.error) return { error: 'failed' };
  return answer;
}

/** Posts the deletion form with the passkey's answer in place of the password. */
function submitDeletion(page: string, response: unknown) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/api/account/delete';
  form.hidden = true;
  for (const [name, value] of [
    ['page', page],
    ['method', 'passkey'],
    ['assertion', JSON.stringify(response)],
  ]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name!;
    input.value = value!;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * The passkey button of the account pages: shown only where the browser has WebAuthn (the page works without it:
 * the password form stays). It asks the server for options, opens the browser's own passkey prompt, sends the answer
 * back and follows the server to the account page; a refusal is announced beside the button.
 */
export function PasskeyButton({ mode, page, texts }: Props) {
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  if (!supported) return null;

  const fail = (key: string) => {
    setMessage(texts[MESSAGES[key] ?? 'failed'] ?? texts.failed);
    setBusy(false);
  };

  const run = async () => {
    if (busy) return;
    setBusy(true);
    setMessage('');
    try {
      const first = await post(`${mode}-options`, { page });
      if (!first.options) return fail(first.error ?? 'failed');
      let response: unknown;
      try {
        response =
          mode !== 'register'
            ? await startAuthentication({
                optionsJSON: first.options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
              })
            : await startRegistration({
                optionsJSON: first.options as Parameters<typeof startRegistration>[0]['optionsJSON'],
              });
      } catch (error) {
        // NotAllowedError: closed or timed out; InvalidStateError: this authenticator already holds one of ours.
        const name = (error as { name?: string }).name;
        return fail(name === 'InvalidStateError' ? 'tooMany' : name === 'NotAllowedError' ? 'cancelled' : 'failed');
      }
      // The deletion goes as its form does (a 303 to the page that says it is done), the answer in the form.
      if (mode === 'confirm') return submitDeletion(page, response);
      const done = await post(mode, { page, response });
      if (!done.location) return fail(done.error ?? 'failed');
      window.location.assign(done.location);
    } catch {
      fail('failed');
    }
  };

  return (
    <div className="account__passkey">
      <button type="button" className="button" onClick={run} aria-disabled={busy || undefined}>
        {busy ? texts.working : texts.button}
      </button>
      <p className="account__passkey-message" role="status">
        {message}
      </p>
      {texts.or ? <p className="account__passkey-or">{texts.or}</p> : null}
    </div>
  );
}
