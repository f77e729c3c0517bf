import type { CookieMessages } from './en.ts';

/** Polskie teksty okna zgody na cookies (SPEC §1: tylko okno cookies ma wersję polską). */
const plCookie: CookieMessages = {
  dialogLabel: 'Zgoda na pliki cookie',
  intro: {
    headline: 'Dbamy o Twoją prywatność',
    text: 'Używamy plików cookie i podobnych technologii, aby zapewnić bezpieczne działanie tej strony, a za Twoją zgodą – aby ją ulepszać i wyświetlać Ci odpowiednie treści. Swój wybór możesz w każdej chwili zmienić w „Ustawieniach plików cookie” w stopce strony. Więcej informacji znajdziesz w naszej {{privacy}} oraz w {{legalNotice}}.',
    legalNotice: 'nocie prawnej',
    privacy: 'polityce prywatności',
  },
  button: {
    acceptAll: 'Akceptuj pliki cookie',
    acceptEssentials: 'Akceptuj tylko niezbędne pliki cookie',
    configure: 'Skonfiguruj ustawienia plików cookie',
    back: 'Wstecz',
    save: 'Zapisz ustawienia',
  },
  settings: {
    headline: 'Ustawienia prywatności',
    text: 'Wybierz, na które kategorie i usługi wyrażasz zgodę. Niezbędne pliki cookie są wymagane do działania strony i nie można ich wyłączyć.',
    moreInfo: 'Więcej informacji',
    alwaysOn: 'Zawsze aktywne',
    providers: 'Usługi',
  },
  category: {
    all: {
      title: 'Wszystkie',
      description: 'Zezwól jednocześnie na wszystkie kategorie i usługi.',
    },
    essentials: {
      title: 'Niezbędne',
      description:
        'Wymagane do podstawowych funkcji, takich jak nawigacja, bezpieczeństwo i zapisanie Twojej zgody. Tych plików cookie nie można wyłączyć.',
    },
    functional: {
      title: 'Funkcjonalne',
      description:
        'Umożliwiają dodatkowe funkcje, takie jak mapy, filmy i podcasty, oraz pomagają nam zrozumieć, jak korzystasz ze strony, abyśmy mogli ją ulepszać.',
    },
    marketing: {
      title: 'Marketingowe',
      description:
        'Służą do mierzenia skuteczności naszych ogłoszeń o pracę i kampanii oraz do wyświetlania Ci dopasowanych ofert na innych stronach.',
    },
  },
  provider: {
    crm: {
      name: 'Usługa sprzedażowa CRM',
      description: 'Obsługuje Twoje zapytania i prośby o kontakt oraz przekazuje je właściwej osobie kontaktowej.',
    },
    cdn: {
      name: 'Sieć dostarczania treści (CDN)',
      description:
        'Szybko i bezpiecznie dostarcza obrazy, skrypty i arkusze stylów z serwerów znajdujących się blisko Ciebie.',
    },
    api: {
      name: 'Interfejs wyszukiwarki ofert pracy i projektów',
      description: 'Udostępnia oferty pracy, projekty i dane oddziałów wyświetlane na tej stronie.',
    },
    fonts: {
      name: 'Czcionki internetowe',
      description: 'Wczytuje kroje pisma, które nadają tej stronie spójny wygląd.',
    },
    maps: {
      name: 'Mapy',
      description: 'Wyświetla interaktywne mapy naszych oddziałów i biur oraz wyznacza trasy dojazdu.',
    },
    uptime: {
      name: 'Monitorowanie dostępności',
      description: 'Mierzy czas ładowania i dostępność strony, abyśmy mogli wcześnie wykrywać problemy techniczne.',
    },
    video: {
      name: 'Platforma wideo',
      description:
        'Odtwarza osadzone filmy. Dane są przekazywane platformie wideo dopiero po wyrażeniu przez Ciebie zgody.',
    },
    podcast: {
      name: 'Odtwarzacz podcastów',
      description: 'Odtwarza osadzone odcinki podcastów bezpośrednio na tej stronie.',
    },
    analytics: {
      name: 'Analityka internetowa',
      description: 'Zbiera zanonimizowane statystyki odwiedzin i korzystania ze stron, aby pomóc nam ulepszać witrynę.',
    },
    signals: {
      name: 'Sygnały analityczne',
      description:
        'Rozszerza analitykę internetową o raporty obejmujące wiele urządzeń. Wymaga włączonej analityki internetowej.',
    },
    ads: {
      name: 'Usługa reklamowa',
      description: 'Mierzy zasięg naszych reklam i wyświetla Ci dopasowane oferty na innych stronach.',
    },
    marketingAutomation: {
      name: 'Automatyzacja marketingu',
      description: 'Personalizuje nasze newslettery i dalszą komunikację na podstawie Twoich zainteresowań.',
    },
  },
};

export default plCookie;
