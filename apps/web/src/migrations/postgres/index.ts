import * as migration_20261122_100852_initial from './20261122_100852_initial';
import * as migration_20261122_102757_consent from './20261122_102757_consent';
import * as migration_20261122_141735_blocks_seo_banners_redirects_contests from './20261122_141735_blocks_seo_banners_redirects_contests';
import * as migration_20261124_174936_preview_links from './20261124_174936_preview_links';
import * as migration_20261124_183613_banner_end from './20261124_183613_banner_end';
import * as migration_20261125_080450_search_synonyms from './20261125_080450_search_synonyms';
import * as migration_20261125_101450_job_agents from './20261125_101450_job_agents';
import * as migration_20261128_060756_banner_start from './20261128_060756_banner_start';
import * as migration_20261128_061955_scheduled_publish from './20261128_061955_scheduled_publish';
import * as migration_20261128_093029_map_preset from './20261128_093029_map_preset';
import * as migration_20261128_093117_accounts from './20261128_093117_accounts';
import * as migration_20261128_093126_job_agent_digests from './20261128_093126_job_agent_digests';
import * as migration_20261128_095904_page_language_times from './20261128_095904_page_language_times';
import * as migration_20261128_131241_saved_offers from './20261128_131241_saved_offers';
import * as migration_20261128_131735_page_tree from './20261128_131735_page_tree';
import * as migration_20261128_131844_candidate_passkeys from './20261128_131844_candidate_passkeys';
import * as migration_20261128_164745_candidate_files from './20261128_164745_candidate_files';
import * as migration_20261128_164752_profile_interests from './20261128_164752_profile_interests';
import * as migration_20261128_164909_page_menu_title from './20261128_164909_page_menu_title';
import * as migration_20261128_201123_banner_drafts from './20261128_201123_banner_drafts';

export const migrations = [
  {
    up: migration_20261122_100852_initial.up,
    down: migration_20261122_100852_initial.down,
    name: '20261122_100852_initial',
  },
  {
    up: migration_20261122_102757_consent.up,
    down: migration_20261122_102757_consent.down,
    name: '20261122_102757_consent',
  },
  {
    up: migration_20261122_141735_blocks_seo_banners_redirects_contests.up,
    down: migration_20261122_141735_blocks_seo_banners_redirects_contests.down,
    name: '20261122_141735_blocks_seo_banners_redirects_contests',
  },
  {
    up: migration_20261124_174936_preview_links.up,
    down: migration_20261124_174936_preview_links.down,
    name: '20261124_174936_preview_links',
  },
  {
    up: migration_20261124_183613_banner_end.up,
    down: migration_20261124_183613_banner_end.down,
    name: '20261124_183613_banner_end',
  },
  {
    up: migration_20261125_080450_search_synonyms.up,
    down: migration_20261125_080450_search_synonyms.down,
    name: '20261125_080450_search_synonyms',
  },
  {
    up: migration_20261125_101450_job_agents.up,
    down: migration_20261125_101450_job_agents.down,
    name: '20261125_101450_job_agents',
  },
  {
    up: migration_20261128_060756_banner_start.up,
    down: migration_20261128_060756_banner_start.down,
    name: '20261128_060756_banner_start',
  },
  {
    up: migration_20261128_061955_scheduled_publish.up,
    down: migration_20261128_061955_scheduled_publish.down,
    name: '20261128_061955_scheduled_publish',
  },
  {
    up: migration_20261128_093029_map_preset.up,
    down: migration_20261128_093029_map_preset.down,
    name: '20261128_093029_map_preset',
  },
  {
    up: migration_20261128_093117_accounts.up,
    down: migration_20261128_093117_accounts.down,
    name: '20261128_093117_accounts',
  },
  {
    up: migration_20261128_093126_job_agent_digests.up,
    down: migration_20261128_093126_job_agent_digests.down,
    name: '20261128_093126_job_agent_digests',
  },
  {
    up: migration_20261128_095904_page_language_times.up,
    down: migration_20261128_095904_page_language_times.down,
    name: '20261128_095904_page_language_times',
  },
  {
    up: migration_20261128_131241_saved_offers.up,
    down: migration_20261128_131241_saved_offers.down,
    name: '20261128_131241_saved_offers',
  },
  {
    up: migration_20261128_131735_page_tree.up,
    down: migration_20261128_131735_page_tree.down,
    name: '20261128_131735_page_tree',
  },
  {
    up: migration_20261128_131844_candidate_passkeys.up,
    down: migration_20261128_131844_candidate_passkeys.down,
    name: '20261128_131844_candidate_passkeys',
  },
  {
    up: migration_20261128_164745_candidate_files.up,
    down: migration_20261128_164745_candidate_files.down,
    name: '20261128_164745_candidate_files',
  },
  {
    up: migration_20261128_164752_profile_interests.up,
    down: migration_20261128_164752_profile_interests.down,
    name: '20261128_164752_profile_interests',
  },
  {
    up: migration_20261128_164909_page_menu_title.up,
    down: migration_20261128_164909_page_menu_title.down,
    name: '20261128_164909_page_menu_title',
  },
  {
    up: migration_20261128_201123_banner_drafts.up,
    down: migration_20261128_201123_banner_drafts.down,
    name: '20261128_201123_banner_drafts'
  },
];
