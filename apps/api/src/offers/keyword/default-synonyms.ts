/**
 * Job-title synonyms shipped with the API, per language, in the format editors use in the CMS (synonyms.ts):
 * one line per rule, `a, b, c` when every term finds the others, `a => b, c` when only `a` finds `b` and `c`.
 * A term may have several words (`lkw fahrer`). Case, umlauts and the feminine form do not matter.
 */
import type { Lang } from '../types.ts';

export const DEFAULT_SYNONYMS: Record<Lang, string> = {
  de: `
lagerist, lagerlogistik, lagerarbeiter, lagerhelfer, lagermitarbeiter
lkw fahrer, lkw-fahrer, berufskraftfahrer, kraftfahrer, fernfahrer
krankenschwester, krankenpfleger, pflegefachkraft, pflegefachmann, gesundheits und krankenpfleger
altenpfleger => pflegefachkraft
pflegekraft => pflegefachkraft
buchhalter, buchhaltung, finanzbuchhalter
programmierer, softwareentwickler, entwickler
informatiker => softwareentwickler, systemadministrator
admin, administrator, systemadministrator
personaler, personalreferent, hr referent
personalvermittler, recruiter
einkaeufer, einkauf
elektriker, elektroniker
schlosser, industriemechaniker
mechaniker, industriemechaniker
fraeser, zerspanungsmechaniker
schweisser, schweissfachkraft
arzthelfer, medizinischer fachangestellter, mfa
bauleiter, projektleiter bau
disponent, disposition
speditionskaufmann, disponent
konstrukteur, konstruktion, technischer zeichner
ingenieur, engineer
projektleiter, projektmanager
`,
  en: `
warehouse worker, warehouse operative, warehouse logistics, picker
truck driver, lorry driver, hgv driver, professional driver
nurse, carer, caregiver, nursing specialist
accountant, bookkeeper, accounting
developer, programmer, software engineer, coder
sysadmin, system administrator, systems administrator
recruiter, talent acquisition
hr officer, hr specialist, human resources
buyer, purchaser, purchasing
electrician, electronics technician
welder, welding
machinist, cnc milling
mechanic, industrial mechanic
site manager, construction manager
dispatcher, logistics coordinator
engineer, ingenieur
project manager, project lead
`,
  fr: `
infirmier, infirmiere, aide soignant, specialiste en soins
cariste, magasinier, logisticien
chauffeur poids lourd, conducteur poids lourd, chauffeur routier
comptable, comptabilite
developpeur, programmeur, ingenieur logiciel
ingenieur, engineer
soudeur, soudure
`,
  es: `
enfermero, enfermera, cuidador, especialista en enfermeria
mozo de almacen, almacenero, logistica de almacen
camionero, conductor de camion, conductor profesional
contable, contabilidad
desarrollador, programador, ingeniero de software
ingeniero, engineer
soldador, soldadura
`,
};
