'use client';

import { useEffect } from 'react';

const TEXTS: Record<string, { title: string; text: string; retry: string }> = {
  de: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Bei uns ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es in einigen Minuten erneut.',
    retry: 'Erneut versuchen',
  },
  en: {
    title: 'Something went wrong',
    text: 'An unexpected error occurred on our side. Please try again in a few minutes.',
    retry: 'Try again',
  },
  fr: {
    title: 'Une erreur est survenue',
    text: 'Une erreur inattendue s’est produite. Veuillez réessayer dans quelques minutes.',
    retry: 'Réessayer',
  },
  es: {
    title: 'Algo ha salido mal',
    text: 'Se ha producido un error inesperado. Vuelva a intentarlo en unos minutos.',
    retry: 'Reintentar',
  },
};

/** Error boundary of the public pages: a friendly message, never a stack trace. */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('page error', error.digest);
  }, [error]);
  const lang = typeof document === 'undefined' ? 'de' : document.documentElement.lang;
  const text = TEXTS[lang] ?? TEXTS.de!;
  return (
    <main id="main" className="error-page container">
      <p className="error-page__code">500</p>
      <h1>{text.title}</h1>
      <p>{text.text}</p>
      <button type="button" className="button button--primary" onClick={reset}>
        {text.retry}
      </button>
    </main>
  );
}
