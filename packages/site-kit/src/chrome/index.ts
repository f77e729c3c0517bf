export * from './header.ts';
export * from './panels.ts';
export * from './contact-widget.ts';
export * from './parallax.ts';
