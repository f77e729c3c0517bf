/** Types for npm packages that ship none (snowball-stemmers, hyphen). */
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: { newStemmer(language: string): Stemmer; algorithms(): string[] };
  export default snowball;
}
declare module 'hyphen/de/index.js' {
  const de: { hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string };
  export default de;
}
declare module 'hyphen/fr/index.js' {
  const fr: { hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string };
  export default fr;
}
declare module 'hyphen/es/index.js' {
  const es: { hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string };
  export default es;
}
declare module 'hyphen/en/index.js' {
  const en: { hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string };
  export default en;
}
