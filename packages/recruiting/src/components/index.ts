/** The React entry of the module (client components). */
export { RecruitingModule, type RecruitingModuleProps } from './RecruitingModule.tsx';
