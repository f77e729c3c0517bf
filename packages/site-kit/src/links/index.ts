/** Script-call links and smooth anchor scrolling (SPEC §2.5). */
export {
  installLinkHandlers,
  registerScriptCall,
  registeredScriptCalls,
  runScriptCall,
  scrollToElement,
  type ScriptCall,
} from './install.ts';
export { SCRIPT_CALL_ATTRIBUTE, anchorTarget, isScriptCallName, scrollBehavior } from './rules.ts';
export { BUILT_IN_SCRIPT_CALLS, installBuiltInScriptCalls, type BuiltInScriptCall } from './built-in.ts';
