/** The React entry of the header search box alone (client component, a chunk of its own). */
export { HeaderSearchModule } from './HeaderSearchModule.tsx';
