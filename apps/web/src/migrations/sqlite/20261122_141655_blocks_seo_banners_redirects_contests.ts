import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sites_seo_same_as\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_seo_same_as_order_idx\` ON \`sites_seo_same_as\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sites_seo_same_as_parent_id_idx\` ON \`sites_seo_same_as\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sites_contact_widget_channels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_contact_widget_channels_order_idx\` ON \`sites_contact_widget_channels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sites_contact_widget_channels_parent_id_idx\` ON \`sites_contact_widget_channels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sites_contact_widget_channels_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites_contact_widget_channels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sites_contact_widget_channels_locales_locale_parent_id_uniqu\` ON \`sites_contact_widget_channels_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_recruiting_list_components\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_recruiting\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_recruiting_list_components_order_idx\` ON \`pages_blocks_recruiting_list_components\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recruiting_list_components_parent_idx\` ON \`pages_blocks_recruiting_list_components\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recruiting_list_components_locale_idx\` ON \`pages_blocks_recruiting_list_components\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_recruiting\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`mode\` text DEFAULT 'list',
  	\`type\` text,
  	\`count\` numeric,
  	\`location\` text,
  	\`variant\` text,
  	\`company\` text,
  	\`company_id\` numeric,
  	\`api\` text,
  	\`ads\` text,
  	\`tracking\` text,
  	\`view\` text,
  	\`filter_position\` text,
  	\`tag\` text,
  	\`messemodus\` integer DEFAULT false,
  	\`utm\` text,
  	\`qr_code_url\` text,
  	\`maincareer\` text,
  	\`plugin_uri\` text,
  	\`recruiting_url\` text,
  	\`initiative_url\` text,
  	\`touch_main\` text,
  	\`touch_job\` text,
  	\`touch_project\` text,
  	\`touch_register\` text,
  	\`link_text\` text,
  	\`link_keyword\` text,
  	\`link_location\` text,
  	\`link_radius\` text,
  	\`range\` text,
  	\`targetgroup\` text,
  	\`entry_id\` numeric,
  	\`additional_fields\` text,
  	\`additional_list_fields\` text,
  	\`prio_language\` text,
  	\`prio_targetmarket\` text,
  	\`emotion_image_desktop\` text,
  	\`emotion_image_tablet\` text,
  	\`emotion_image_phone\` text,
  	\`faculties_filter\` text,
  	\`targetgroups_filter\` text,
  	\`types_filter\` text,
  	\`staff_responsibilities_filter\` text,
  	\`jobtypes_filter\` text,
  	\`workplacetypes_filter\` text,
  	\`internal_career_filter\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_recruiting_order_idx\` ON \`pages_blocks_recruiting\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recruiting_parent_id_idx\` ON \`pages_blocks_recruiting\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recruiting_path_idx\` ON \`pages_blocks_recruiting\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recruiting_locale_idx\` ON \`pages_blocks_recruiting\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_search_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_results_order_idx\` ON \`pages_blocks_search_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_results_parent_id_idx\` ON \`pages_blocks_search_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_results_path_idx\` ON \`pages_blocks_search_results\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_results_locale_idx\` ON \`pages_blocks_search_results\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contest\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`contest_id\` integer,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`contest_id\`) REFERENCES \`contests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contest_order_idx\` ON \`pages_blocks_contest\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contest_parent_id_idx\` ON \`pages_blocks_contest\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contest_path_idx\` ON \`pages_blocks_contest\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contest_locale_idx\` ON \`pages_blocks_contest\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contest_contest_idx\` ON \`pages_blocks_contest\` (\`contest_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_map_markers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`latlong\` text,
  	\`popup_title\` text,
  	\`routing\` text,
  	\`url\` text,
  	\`popup\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_markers_order_idx\` ON \`pages_blocks_map_markers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_markers_parent_id_idx\` ON \`pages_blocks_map_markers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_markers_locale_idx\` ON \`pages_blocks_map_markers\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`source\` text DEFAULT 'nothing',
  	\`data_route\` text,
  	\`geo_json\` text,
  	\`geo_json_filter\` text,
  	\`settings_version\` text DEFAULT '6.17.0',
  	\`settings_geocoder_version\` text DEFAULT 'v5',
  	\`settings_style\` text,
  	\`settings_token\` text,
  	\`settings_init_zoom\` numeric,
  	\`settings_init_position\` text,
  	\`settings_water_color\` text,
  	\`settings_marker_color\` text,
  	\`settings_search_marker_color\` text,
  	\`settings_marker_scale\` numeric,
  	\`settings_popup_maxwidth\` numeric,
  	\`settings_popup_class_name\` text,
  	\`settings_fit_bounds_padding\` numeric,
  	\`settings_min_zoom\` numeric,
  	\`settings_max_zoom\` numeric,
  	\`settings_ratio\` numeric,
  	\`settings_scroll_zoom\` text DEFAULT 'default',
  	\`settings_fullscreen\` text DEFAULT 'default',
  	\`settings_fullscreen_device\` text DEFAULT 'all',
  	\`settings_cooperative_gestures\` text DEFAULT 'default',
  	\`settings_show_search\` text DEFAULT 'default',
  	\`settings_show_navigation_control\` text DEFAULT 'default',
  	\`settings_navigation_control_position\` text,
  	\`settings_show_geolocate_control\` text DEFAULT 'default',
  	\`settings_show_compass\` text DEFAULT 'default',
  	\`settings_force_load\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_order_idx\` ON \`pages_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_parent_id_idx\` ON \`pages_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_path_idx\` ON \`pages_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_map_locale_idx\` ON \`pages_blocks_map\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`page_id\` integer,
  	\`layout\` text DEFAULT 'card',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_order_idx\` ON \`pages_blocks_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_parent_id_idx\` ON \`pages_blocks_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_locale_idx\` ON \`pages_blocks_slider_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_image_idx\` ON \`pages_blocks_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_slides_page_idx\` ON \`pages_blocks_slider_slides\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`visible_slides_at_once\` numeric DEFAULT 1,
  	\`interval\` numeric DEFAULT 6000,
  	\`wrap\` integer DEFAULT true,
  	\`sub_menu\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_order_idx\` ON \`pages_blocks_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_parent_id_idx\` ON \`pages_blocks_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_path_idx\` ON \`pages_blocks_slider\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_slider_locale_idx\` ON \`pages_blocks_slider\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`anchor\` text,
  	\`video_id\` text,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_locale_idx\` ON \`pages_blocks_video\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_buttons_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`kind\` text DEFAULT 'page',
  	\`page_id\` integer,
  	\`url\` text,
  	\`anchor\` text,
  	\`script_call\` text,
  	\`banner_id\` integer,
  	\`style\` text DEFAULT 'primary',
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_items_order_idx\` ON \`pages_blocks_buttons_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_items_parent_id_idx\` ON \`pages_blocks_buttons_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_items_locale_idx\` ON \`pages_blocks_buttons_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_items_page_idx\` ON \`pages_blocks_buttons_items\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_items_banner_idx\` ON \`pages_blocks_buttons_items\` (\`banner_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_order_idx\` ON \`pages_blocks_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_parent_id_idx\` ON \`pages_blocks_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_path_idx\` ON \`pages_blocks_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_locale_idx\` ON \`pages_blocks_buttons\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_recruiting_list_components\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_recruiting\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recruiting_list_components_order_idx\` ON \`_pages_v_blocks_recruiting_list_components\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recruiting_list_components_parent_idx\` ON \`_pages_v_blocks_recruiting_list_components\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recruiting_list_components_locale_idx\` ON \`_pages_v_blocks_recruiting_list_components\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_recruiting\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`mode\` text DEFAULT 'list',
  	\`type\` text,
  	\`count\` numeric,
  	\`location\` text,
  	\`variant\` text,
  	\`company\` text,
  	\`company_id\` numeric,
  	\`api\` text,
  	\`ads\` text,
  	\`tracking\` text,
  	\`view\` text,
  	\`filter_position\` text,
  	\`tag\` text,
  	\`messemodus\` integer DEFAULT false,
  	\`utm\` text,
  	\`qr_code_url\` text,
  	\`maincareer\` text,
  	\`plugin_uri\` text,
  	\`recruiting_url\` text,
  	\`initiative_url\` text,
  	\`touch_main\` text,
  	\`touch_job\` text,
  	\`touch_project\` text,
  	\`touch_register\` text,
  	\`link_text\` text,
  	\`link_keyword\` text,
  	\`link_location\` text,
  	\`link_radius\` text,
  	\`range\` text,
  	\`targetgroup\` text,
  	\`entry_id\` numeric,
  	\`additional_fields\` text,
  	\`additional_list_fields\` text,
  	\`prio_language\` text,
  	\`prio_targetmarket\` text,
  	\`emotion_image_desktop\` text,
  	\`emotion_image_tablet\` text,
  	\`emotion_image_phone\` text,
  	\`faculties_filter\` text,
  	\`targetgroups_filter\` text,
  	\`types_filter\` text,
  	\`staff_responsibilities_filter\` text,
  	\`jobtypes_filter\` text,
  	\`workplacetypes_filter\` text,
  	\`internal_career_filter\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recruiting_order_idx\` ON \`_pages_v_blocks_recruiting\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recruiting_parent_id_idx\` ON \`_pages_v_blocks_recruiting\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recruiting_path_idx\` ON \`_pages_v_blocks_recruiting\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recruiting_locale_idx\` ON \`_pages_v_blocks_recruiting\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_search_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_results_order_idx\` ON \`_pages_v_blocks_search_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_results_parent_id_idx\` ON \`_pages_v_blocks_search_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_results_path_idx\` ON \`_pages_v_blocks_search_results\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_results_locale_idx\` ON \`_pages_v_blocks_search_results\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contest\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contest_id\` integer,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`contest_id\`) REFERENCES \`contests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contest_order_idx\` ON \`_pages_v_blocks_contest\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contest_parent_id_idx\` ON \`_pages_v_blocks_contest\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contest_path_idx\` ON \`_pages_v_blocks_contest\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contest_locale_idx\` ON \`_pages_v_blocks_contest\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contest_contest_idx\` ON \`_pages_v_blocks_contest\` (\`contest_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_map_markers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`latlong\` text,
  	\`popup_title\` text,
  	\`routing\` text,
  	\`url\` text,
  	\`popup\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_markers_order_idx\` ON \`_pages_v_blocks_map_markers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_markers_parent_id_idx\` ON \`_pages_v_blocks_map_markers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_markers_locale_idx\` ON \`_pages_v_blocks_map_markers\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`source\` text DEFAULT 'nothing',
  	\`data_route\` text,
  	\`geo_json\` text,
  	\`geo_json_filter\` text,
  	\`settings_version\` text DEFAULT '6.17.0',
  	\`settings_geocoder_version\` text DEFAULT 'v5',
  	\`settings_style\` text,
  	\`settings_token\` text,
  	\`settings_init_zoom\` numeric,
  	\`settings_init_position\` text,
  	\`settings_water_color\` text,
  	\`settings_marker_color\` text,
  	\`settings_search_marker_color\` text,
  	\`settings_marker_scale\` numeric,
  	\`settings_popup_maxwidth\` numeric,
  	\`settings_popup_class_name\` text,
  	\`settings_fit_bounds_padding\` numeric,
  	\`settings_min_zoom\` numeric,
  	\`settings_max_zoom\` numeric,
  	\`settings_ratio\` numeric,
  	\`settings_scroll_zoom\` text DEFAULT 'default',
  	\`settings_fullscreen\` text DEFAULT 'default',
  	\`settings_fullscreen_device\` text DEFAULT 'all',
  	\`settings_cooperative_gestures\` text DEFAULT 'default',
  	\`settings_show_search\` text DEFAULT 'default',
  	\`settings_show_navigation_control\` text DEFAULT 'default',
  	\`settings_navigation_control_position\` text,
  	\`settings_show_geolocate_control\` text DEFAULT 'default',
  	\`settings_show_compass\` text DEFAULT 'default',
  	\`settings_force_load\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_order_idx\` ON \`_pages_v_blocks_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_parent_id_idx\` ON \`_pages_v_blocks_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_path_idx\` ON \`_pages_v_blocks_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_map_locale_idx\` ON \`_pages_v_blocks_map\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`page_id\` integer,
  	\`layout\` text DEFAULT 'card',
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_order_idx\` ON \`_pages_v_blocks_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_locale_idx\` ON \`_pages_v_blocks_slider_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_image_idx\` ON \`_pages_v_blocks_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_slides_page_idx\` ON \`_pages_v_blocks_slider_slides\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`anchor\` text,
  	\`visible_slides_at_once\` numeric DEFAULT 1,
  	\`interval\` numeric DEFAULT 6000,
  	\`wrap\` integer DEFAULT true,
  	\`sub_menu\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_order_idx\` ON \`_pages_v_blocks_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_parent_id_idx\` ON \`_pages_v_blocks_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_path_idx\` ON \`_pages_v_blocks_slider\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_slider_locale_idx\` ON \`_pages_v_blocks_slider\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`anchor\` text,
  	\`video_id\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_order_idx\` ON \`_pages_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_parent_id_idx\` ON \`_pages_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_path_idx\` ON \`_pages_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_locale_idx\` ON \`_pages_v_blocks_video\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_buttons_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`kind\` text DEFAULT 'page',
  	\`page_id\` integer,
  	\`url\` text,
  	\`anchor\` text,
  	\`script_call\` text,
  	\`banner_id\` integer,
  	\`style\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_items_order_idx\` ON \`_pages_v_blocks_buttons_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_items_parent_id_idx\` ON \`_pages_v_blocks_buttons_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_items_locale_idx\` ON \`_pages_v_blocks_buttons_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_items_page_idx\` ON \`_pages_v_blocks_buttons_items\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_items_banner_idx\` ON \`_pages_v_blocks_buttons_items\` (\`banner_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_order_idx\` ON \`_pages_v_blocks_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_parent_id_idx\` ON \`_pages_v_blocks_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_path_idx\` ON \`_pages_v_blocks_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_locale_idx\` ON \`_pages_v_blocks_buttons\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`navigation_page_navigation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_id\` integer NOT NULL,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_page_navigation_order_idx\` ON \`navigation_page_navigation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_page_navigation_parent_id_idx\` ON \`navigation_page_navigation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_page_navigation_page_idx\` ON \`navigation_page_navigation\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_page_navigation_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_page_navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_page_navigation_locales_locale_parent_id_unique\` ON \`navigation_page_navigation_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`position\` text DEFAULT 'modal' NOT NULL,
  	\`timer\` numeric DEFAULT 0 NOT NULL,
  	\`icon\` text,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_tenant_idx\` ON \`banners\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_link_link_page_idx\` ON \`banners\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`banners_locales\` (
  	\`headline\` text NOT NULL,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`banners_locales_locale_parent_id_unique\` ON \`banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`banners_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_rels_order_idx\` ON \`banners_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`banners_rels_parent_idx\` ON \`banners_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_rels_path_idx\` ON \`banners_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`banners_rels_pages_id_idx\` ON \`banners_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`status\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_tenant_idx\` ON \`redirects\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_tracking\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`site\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`data\` text,
  	\`additional\` text,
  	\`page\` text NOT NULL,
  	\`recorded_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`search_tracking_tenant_idx\` ON \`search_tracking\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`search_tracking_recorded_at_idx\` ON \`search_tracking\` (\`recorded_at\`);`)
  await db.run(sql`CREATE INDEX \`search_tracking_updated_at_idx\` ON \`search_tracking\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_tracking_created_at_idx\` ON \`search_tracking\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contests_answers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contests_answers_order_idx\` ON \`contests_answers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contests_answers_parent_id_idx\` ON \`contests_answers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contests_answers_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contests_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contests_answers_locales_locale_parent_id_unique\` ON \`contests_answers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contests_prizes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contests_prizes_order_idx\` ON \`contests_prizes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contests_prizes_parent_id_idx\` ON \`contests_prizes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contests_prizes_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contests_prizes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contests_prizes_locales_locale_parent_id_unique\` ON \`contests_prizes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`correct_answer\` text,
  	\`closes_at\` text NOT NULL,
  	\`terms_page_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`terms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contests_tenant_idx\` ON \`contests\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`contests_closes_at_idx\` ON \`contests\` (\`closes_at\`);`)
  await db.run(sql`CREATE INDEX \`contests_terms_page_idx\` ON \`contests\` (\`terms_page_id\`);`)
  await db.run(sql`CREATE INDEX \`contests_updated_at_idx\` ON \`contests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contests_created_at_idx\` ON \`contests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contests_locales\` (
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`question\` text NOT NULL,
  	\`terms\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contests_locales_locale_parent_id_unique\` ON \`contests_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contest_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`contest_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`accepted_terms_at\` text NOT NULL,
  	\`language\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contest_id\`) REFERENCES \`contests\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contest_entries_tenant_idx\` ON \`contest_entries\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`contest_entries_contest_idx\` ON \`contest_entries\` (\`contest_id\`);`)
  await db.run(sql`CREATE INDEX \`contest_entries_email_idx\` ON \`contest_entries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`contest_entries_updated_at_idx\` ON \`contest_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contest_entries_created_at_idx\` ON \`contest_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`contest_email_idx\` ON \`contest_entries\` (\`contest_id\`,\`email\`);`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`career_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`seo_share_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`sites_career_page_idx\` ON \`sites\` (\`career_page_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_seo_seo_share_image_idx\` ON \`sites\` (\`seo_share_image_id\`);`)
  await db.run(sql`ALTER TABLE \`sites_locales\` ADD \`contact_widget_heading\` text;`)
  await db.run(sql`ALTER TABLE \`sites_locales\` ADD \`contact_widget_hours\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_image_idx\` ON \`_pages_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`search_result_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`navigation_search_result_page_idx\` ON \`navigation\` (\`search_result_page_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`banners_id\` integer REFERENCES banners(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_tracking_id\` integer REFERENCES search_tracking(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contests_id\` integer REFERENCES contests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contest_entries_id\` integer REFERENCES contest_entries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_tracking_id_idx\` ON \`payload_locked_documents_rels\` (\`search_tracking_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contests_id_idx\` ON \`payload_locked_documents_rels\` (\`contests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contest_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`contest_entries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`DROP TABLE \`sites_seo_same_as\`;`)
  await db.run(sql`DROP TABLE \`sites_contact_widget_channels\`;`)
  await db.run(sql`DROP TABLE \`sites_contact_widget_channels_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_recruiting_list_components\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_recruiting\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_search_results\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contest\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_map_markers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_buttons_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_buttons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_recruiting_list_components\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_recruiting\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_search_results\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contest\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_map_markers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_map\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_buttons_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_buttons\`;`)
  await db.run(sql`DROP TABLE \`navigation_page_navigation\`;`)
  await db.run(sql`DROP TABLE \`navigation_page_navigation_locales\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners_locales\`;`)
  await db.run(sql`DROP TABLE \`banners_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`search_tracking\`;`)
  await db.run(sql`DROP TABLE \`contests_answers\`;`)
  await db.run(sql`DROP TABLE \`contests_answers_locales\`;`)
  await db.run(sql`DROP TABLE \`contests_prizes\`;`)
  await db.run(sql`DROP TABLE \`contests_prizes_locales\`;`)
  await db.run(sql`DROP TABLE \`contests\`;`)
  await db.run(sql`DROP TABLE \`contests_locales\`;`)
  await db.run(sql`DROP TABLE \`contest_entries\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_sites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`key\` text NOT NULL,
  	\`legal_name\` text NOT NULL,
  	\`theme\` text DEFAULT 'group' NOT NULL,
  	\`is_default\` integer DEFAULT false,
  	\`legal_privacy_page_id\` integer,
  	\`legal_legal_notice_page_id\` integer,
  	\`home_page_id\` integer,
  	\`contact_street\` text,
  	\`contact_zip\` text,
  	\`contact_city\` text,
  	\`contact_country\` text,
  	\`contact_phone\` text,
  	\`contact_email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`legal_privacy_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`legal_legal_notice_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sites\`("id", "name", "key", "legal_name", "theme", "is_default", "legal_privacy_page_id", "legal_legal_notice_page_id", "home_page_id", "contact_street", "contact_zip", "contact_city", "contact_country", "contact_phone", "contact_email", "updated_at", "created_at") SELECT "id", "name", "key", "legal_name", "theme", "is_default", "legal_privacy_page_id", "legal_legal_notice_page_id", "home_page_id", "contact_street", "contact_zip", "contact_city", "contact_country", "contact_phone", "contact_email", "updated_at", "created_at" FROM \`sites\`;`)
  await db.run(sql`DROP TABLE \`sites\`;`)
  await db.run(sql`ALTER TABLE \`__new_sites\` RENAME TO \`sites\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`sites_key_idx\` ON \`sites\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`sites_legal_legal_privacy_page_idx\` ON \`sites\` (\`legal_privacy_page_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_legal_legal_legal_notice_page_idx\` ON \`sites\` (\`legal_legal_notice_page_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_home_page_idx\` ON \`sites\` (\`home_page_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_updated_at_idx\` ON \`sites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sites_created_at_idx\` ON \`sites\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "tenant_id", "updated_at", "created_at", "_status") SELECT "id", "tenant_id", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE INDEX \`pages_tenant_idx\` ON \`pages\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_tenant_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_tenant_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_tenant_idx\` ON \`_pages_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation\`("id", "tenant_id", "updated_at", "created_at") SELECT "id", "tenant_id", "updated_at", "created_at" FROM \`navigation\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation\` RENAME TO \`navigation\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_tenant_idx\` ON \`navigation\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_updated_at_idx\` ON \`navigation\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`navigation_created_at_idx\` ON \`navigation\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`navigation_id\` integer,
  	\`users_id\` integer,
  	\`consent_settings_id\` integer,
  	\`consent_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`navigation_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_settings_id\`) REFERENCES \`consent_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_log_id\`) REFERENCES \`consent_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "media_id", "navigation_id", "users_id", "consent_settings_id", "consent_log_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "media_id", "navigation_id", "users_id", "consent_settings_id", "consent_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_navigation_id_idx\` ON \`payload_locked_documents_rels\` (\`navigation_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_log_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_log_id\`);`)
  await db.run(sql`ALTER TABLE \`sites_locales\` DROP COLUMN \`contact_widget_heading\`;`)
  await db.run(sql`ALTER TABLE \`sites_locales\` DROP COLUMN \`contact_widget_hours\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_seo_title\`;`)
}
