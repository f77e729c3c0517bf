import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_contact_widget_channels_kind" AS ENUM('phone', 'email', 'whatsapp', 'link');
  CREATE TYPE "public"."enum_pages_blocks_recruiting_list_components" AS ENUM('search', 'filter', 'reload', 'initiativeapplication', 'registerfreelance', 'allfreelance', 'list', 'metainfo');
  CREATE TYPE "public"."enum_pages_blocks_recruiting_mode" AS ENUM('list', 'link', 'header');
  CREATE TYPE "public"."enum_pages_blocks_recruiting_type" AS ENUM('all', '3', '4');
  CREATE TYPE "public"."enum_pages_blocks_recruiting_variant" AS ENUM('default', 'brand-a', 'brand-b', 'brand-c');
  CREATE TYPE "public"."enum_pages_blocks_recruiting_link_radius" AS ENUM('-', '25', '50', '100', '200');
  CREATE TYPE "public"."enum_pages_blocks_map_source" AS ENUM('nothing', 'address', 'address-recruiting', 'cluster', 'rst_branches', 'route');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_scroll_zoom" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_fullscreen" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_fullscreen_device" AS ENUM('all', 'mobile', 'desktop');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_cooperative_gestures" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_show_search" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_show_navigation_control" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_navigation_control_position" AS ENUM('top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_show_geolocate_control" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_pages_blocks_map_settings_show_compass" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum_pages_blocks_slider_slides_layout" AS ENUM('card', 'overlay');
  CREATE TYPE "public"."enum_pages_blocks_buttons_items_kind" AS ENUM('page', 'url', 'anchor', 'scriptCall', 'banner');
  CREATE TYPE "public"."enum_pages_blocks_buttons_items_script_call" AS ENUM('openCookieSettings', 'printPage', 'scrollToTop');
  CREATE TYPE "public"."enum_pages_blocks_buttons_items_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__pages_v_blocks_recruiting_list_components" AS ENUM('search', 'filter', 'reload', 'initiativeapplication', 'registerfreelance', 'allfreelance', 'list', 'metainfo');
  CREATE TYPE "public"."enum__pages_v_blocks_recruiting_mode" AS ENUM('list', 'link', 'header');
  CREATE TYPE "public"."enum__pages_v_blocks_recruiting_type" AS ENUM('all', '3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_recruiting_variant" AS ENUM('default', 'brand-a', 'brand-b', 'brand-c');
  CREATE TYPE "public"."enum__pages_v_blocks_recruiting_link_radius" AS ENUM('-', '25', '50', '100', '200');
  CREATE TYPE "public"."enum__pages_v_blocks_map_source" AS ENUM('nothing', 'address', 'address-recruiting', 'cluster', 'rst_branches', 'route');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_scroll_zoom" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_fullscreen" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_fullscreen_device" AS ENUM('all', 'mobile', 'desktop');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_cooperative_gestures" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_show_search" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_show_navigation_control" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_navigation_control_position" AS ENUM('top-left', 'top-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_show_geolocate_control" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum__pages_v_blocks_map_settings_show_compass" AS ENUM('default', 'on', 'off');
  CREATE TYPE "public"."enum__pages_v_blocks_slider_slides_layout" AS ENUM('card', 'overlay');
  CREATE TYPE "public"."enum__pages_v_blocks_buttons_items_kind" AS ENUM('page', 'url', 'anchor', 'scriptCall', 'banner');
  CREATE TYPE "public"."enum__pages_v_blocks_buttons_items_script_call" AS ENUM('openCookieSettings', 'printPage', 'scrollToTop');
  CREATE TYPE "public"."enum__pages_v_blocks_buttons_items_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_banners_position" AS ENUM('modal', 'bottom');
  CREATE TYPE "public"."enum_redirects_status" AS ENUM('301', '302');
  CREATE TABLE "sites_seo_same_as" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "sites_contact_widget_channels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_sites_contact_widget_channels_kind" NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "sites_contact_widget_channels_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_recruiting_list_components" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_recruiting_list_components",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_recruiting" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mode" "enum_pages_blocks_recruiting_mode" DEFAULT 'list',
  	"type" "enum_pages_blocks_recruiting_type",
  	"count" numeric,
  	"location" varchar,
  	"variant" "enum_pages_blocks_recruiting_variant",
  	"company" varchar,
  	"company_id" numeric,
  	"api" varchar,
  	"ads" varchar,
  	"tracking" varchar,
  	"view" varchar,
  	"filter_position" varchar,
  	"tag" varchar,
  	"messemodus" boolean DEFAULT false,
  	"utm" varchar,
  	"qr_code_url" varchar,
  	"maincareer" varchar,
  	"plugin_uri" varchar,
  	"recruiting_url" varchar,
  	"initiative_url" varchar,
  	"touch_main" varchar,
  	"touch_job" varchar,
  	"touch_project" varchar,
  	"touch_register" varchar,
  	"link_text" varchar,
  	"link_keyword" varchar,
  	"link_location" varchar,
  	"link_radius" "enum_pages_blocks_recruiting_link_radius",
  	"range" varchar,
  	"targetgroup" varchar,
  	"entry_id" numeric,
  	"additional_fields" varchar,
  	"additional_list_fields" varchar,
  	"prio_language" varchar,
  	"prio_targetmarket" varchar,
  	"emotion_image_desktop" varchar,
  	"emotion_image_tablet" varchar,
  	"emotion_image_phone" varchar,
  	"faculties_filter" jsonb,
  	"targetgroups_filter" jsonb,
  	"types_filter" jsonb,
  	"staff_responsibilities_filter" jsonb,
  	"jobtypes_filter" jsonb,
  	"workplacetypes_filter" jsonb,
  	"internal_career_filter" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_search_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contest" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"contest_id" integer,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_map_markers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"latlong" varchar,
  	"popup_title" varchar,
  	"routing" varchar,
  	"url" varchar,
  	"popup" boolean
  );
  
  CREATE TABLE "pages_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum_pages_blocks_map_source" DEFAULT 'nothing',
  	"data_route" varchar,
  	"geo_json" varchar,
  	"geo_json_filter" varchar,
  	"settings_version" varchar DEFAULT '6.17.0',
  	"settings_geocoder_version" varchar DEFAULT 'v5',
  	"settings_style" varchar,
  	"settings_token" varchar,
  	"settings_init_zoom" numeric,
  	"settings_init_position" varchar,
  	"settings_water_color" varchar,
  	"settings_marker_color" varchar,
  	"settings_search_marker_color" varchar,
  	"settings_marker_scale" numeric,
  	"settings_popup_maxwidth" numeric,
  	"settings_popup_class_name" varchar,
  	"settings_fit_bounds_padding" numeric,
  	"settings_min_zoom" numeric,
  	"settings_max_zoom" numeric,
  	"settings_ratio" numeric,
  	"settings_scroll_zoom" "enum_pages_blocks_map_settings_scroll_zoom" DEFAULT 'default',
  	"settings_fullscreen" "enum_pages_blocks_map_settings_fullscreen" DEFAULT 'default',
  	"settings_fullscreen_device" "enum_pages_blocks_map_settings_fullscreen_device" DEFAULT 'all',
  	"settings_cooperative_gestures" "enum_pages_blocks_map_settings_cooperative_gestures" DEFAULT 'default',
  	"settings_show_search" "enum_pages_blocks_map_settings_show_search" DEFAULT 'default',
  	"settings_show_navigation_control" "enum_pages_blocks_map_settings_show_navigation_control" DEFAULT 'default',
  	"settings_navigation_control_position" "enum_pages_blocks_map_settings_navigation_control_position",
  	"settings_show_geolocate_control" "enum_pages_blocks_map_settings_show_geolocate_control" DEFAULT 'default',
  	"settings_show_compass" "enum_pages_blocks_map_settings_show_compass" DEFAULT 'default',
  	"settings_force_load" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"page_id" integer,
  	"layout" "enum_pages_blocks_slider_slides_layout" DEFAULT 'card'
  );
  
  CREATE TABLE "pages_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"visible_slides_at_once" numeric DEFAULT 1,
  	"interval" numeric DEFAULT 6000,
  	"wrap" boolean DEFAULT true,
  	"sub_menu" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar,
  	"video_id" varchar,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_buttons_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"kind" "enum_pages_blocks_buttons_items_kind" DEFAULT 'page',
  	"page_id" integer,
  	"url" varchar,
  	"anchor" varchar,
  	"script_call" "enum_pages_blocks_buttons_items_script_call",
  	"banner_id" integer,
  	"style" "enum_pages_blocks_buttons_items_style" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_recruiting_list_components" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_recruiting_list_components",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_recruiting" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"mode" "enum__pages_v_blocks_recruiting_mode" DEFAULT 'list',
  	"type" "enum__pages_v_blocks_recruiting_type",
  	"count" numeric,
  	"location" varchar,
  	"variant" "enum__pages_v_blocks_recruiting_variant",
  	"company" varchar,
  	"company_id" numeric,
  	"api" varchar,
  	"ads" varchar,
  	"tracking" varchar,
  	"view" varchar,
  	"filter_position" varchar,
  	"tag" varchar,
  	"messemodus" boolean DEFAULT false,
  	"utm" varchar,
  	"qr_code_url" varchar,
  	"maincareer" varchar,
  	"plugin_uri" varchar,
  	"recruiting_url" varchar,
  	"initiative_url" varchar,
  	"touch_main" varchar,
  	"touch_job" varchar,
  	"touch_project" varchar,
  	"touch_register" varchar,
  	"link_text" varchar,
  	"link_keyword" varchar,
  	"link_location" varchar,
  	"link_radius" "enum__pages_v_blocks_recruiting_link_radius",
  	"range" varchar,
  	"targetgroup" varchar,
  	"entry_id" numeric,
  	"additional_fields" varchar,
  	"additional_list_fields" varchar,
  	"prio_language" varchar,
  	"prio_targetmarket" varchar,
  	"emotion_image_desktop" varchar,
  	"emotion_image_tablet" varchar,
  	"emotion_image_phone" varchar,
  	"faculties_filter" jsonb,
  	"targetgroups_filter" jsonb,
  	"types_filter" jsonb,
  	"staff_responsibilities_filter" jsonb,
  	"jobtypes_filter" jsonb,
  	"workplacetypes_filter" jsonb,
  	"internal_career_filter" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_search_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contest" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"contest_id" integer,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_map_markers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"latlong" varchar,
  	"popup_title" varchar,
  	"routing" varchar,
  	"url" varchar,
  	"popup" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"source" "enum__pages_v_blocks_map_source" DEFAULT 'nothing',
  	"data_route" varchar,
  	"geo_json" varchar,
  	"geo_json_filter" varchar,
  	"settings_version" varchar DEFAULT '6.17.0',
  	"settings_geocoder_version" varchar DEFAULT 'v5',
  	"settings_style" varchar,
  	"settings_token" varchar,
  	"settings_init_zoom" numeric,
  	"settings_init_position" varchar,
  	"settings_water_color" varchar,
  	"settings_marker_color" varchar,
  	"settings_search_marker_color" varchar,
  	"settings_marker_scale" numeric,
  	"settings_popup_maxwidth" numeric,
  	"settings_popup_class_name" varchar,
  	"settings_fit_bounds_padding" numeric,
  	"settings_min_zoom" numeric,
  	"settings_max_zoom" numeric,
  	"settings_ratio" numeric,
  	"settings_scroll_zoom" "enum__pages_v_blocks_map_settings_scroll_zoom" DEFAULT 'default',
  	"settings_fullscreen" "enum__pages_v_blocks_map_settings_fullscreen" DEFAULT 'default',
  	"settings_fullscreen_device" "enum__pages_v_blocks_map_settings_fullscreen_device" DEFAULT 'all',
  	"settings_cooperative_gestures" "enum__pages_v_blocks_map_settings_cooperative_gestures" DEFAULT 'default',
  	"settings_show_search" "enum__pages_v_blocks_map_settings_show_search" DEFAULT 'default',
  	"settings_show_navigation_control" "enum__pages_v_blocks_map_settings_show_navigation_control" DEFAULT 'default',
  	"settings_navigation_control_position" "enum__pages_v_blocks_map_settings_navigation_control_position",
  	"settings_show_geolocate_control" "enum__pages_v_blocks_map_settings_show_geolocate_control" DEFAULT 'default',
  	"settings_show_compass" "enum__pages_v_blocks_map_settings_show_compass" DEFAULT 'default',
  	"settings_force_load" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"page_id" integer,
  	"layout" "enum__pages_v_blocks_slider_slides_layout" DEFAULT 'card',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"anchor" varchar,
  	"visible_slides_at_once" numeric DEFAULT 1,
  	"interval" numeric DEFAULT 6000,
  	"wrap" boolean DEFAULT true,
  	"sub_menu" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar,
  	"video_id" varchar,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_buttons_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"kind" "enum__pages_v_blocks_buttons_items_kind" DEFAULT 'page',
  	"page_id" integer,
  	"url" varchar,
  	"anchor" varchar,
  	"script_call" "enum__pages_v_blocks_buttons_items_script_call",
  	"banner_id" integer,
  	"style" "enum__pages_v_blocks_buttons_items_style" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "navigation_page_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_id" integer NOT NULL
  );
  
  CREATE TABLE "navigation_page_navigation_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"position" "enum_banners_position" DEFAULT 'modal' NOT NULL,
  	"timer" numeric DEFAULT 0 NOT NULL,
  	"icon" varchar,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "banners_locales" (
  	"headline" varchar NOT NULL,
  	"text" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "banners_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"status" "enum_redirects_status" DEFAULT '301' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "search_tracking" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"site" varchar NOT NULL,
  	"language" varchar NOT NULL,
  	"action" varchar NOT NULL,
  	"data" varchar,
  	"additional" varchar,
  	"page" varchar NOT NULL,
  	"recorded_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contests_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL
  );
  
  CREATE TABLE "contests_answers_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contests_prizes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contests_prizes_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"correct_answer" varchar,
  	"closes_at" timestamp(3) with time zone NOT NULL,
  	"terms_page_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contests_locales" (
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"question" varchar NOT NULL,
  	"terms" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contest_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"contest_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"accepted_terms_at" timestamp(3) with time zone NOT NULL,
  	"language" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_sessions" CASCADE;
  ALTER TABLE "sites" ADD COLUMN "career_page_id" integer;
  ALTER TABLE "sites" ADD COLUMN "seo_share_image_id" integer;
  ALTER TABLE "sites_locales" ADD COLUMN "contact_widget_heading" varchar;
  ALTER TABLE "sites_locales" ADD COLUMN "contact_widget_hours" varchar;
  ALTER TABLE "pages" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "pages_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "navigation" ADD COLUMN "search_result_page_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "banners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_tracking_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contest_entries_id" integer;
  ALTER TABLE "sites_seo_same_as" ADD CONSTRAINT "sites_seo_same_as_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_contact_widget_channels" ADD CONSTRAINT "sites_contact_widget_channels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_contact_widget_channels_locales" ADD CONSTRAINT "sites_contact_widget_channels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites_contact_widget_channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recruiting_list_components" ADD CONSTRAINT "pages_blocks_recruiting_list_components_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_recruiting"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recruiting" ADD CONSTRAINT "pages_blocks_recruiting_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_search_results" ADD CONSTRAINT "pages_blocks_search_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contest" ADD CONSTRAINT "pages_blocks_contest_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contest" ADD CONSTRAINT "pages_blocks_contest_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map_markers" ADD CONSTRAINT "pages_blocks_map_markers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_map" ADD CONSTRAINT "pages_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides" ADD CONSTRAINT "pages_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides" ADD CONSTRAINT "pages_blocks_slider_slides_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider_slides" ADD CONSTRAINT "pages_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_slider" ADD CONSTRAINT "pages_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_buttons_items" ADD CONSTRAINT "pages_blocks_buttons_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_buttons_items" ADD CONSTRAINT "pages_blocks_buttons_items_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_buttons_items" ADD CONSTRAINT "pages_blocks_buttons_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_buttons" ADD CONSTRAINT "pages_blocks_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recruiting_list_components" ADD CONSTRAINT "_pages_v_blocks_recruiting_list_components_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_recruiting"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recruiting" ADD CONSTRAINT "_pages_v_blocks_recruiting_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_search_results" ADD CONSTRAINT "_pages_v_blocks_search_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contest" ADD CONSTRAINT "_pages_v_blocks_contest_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contest" ADD CONSTRAINT "_pages_v_blocks_contest_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map_markers" ADD CONSTRAINT "_pages_v_blocks_map_markers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_map" ADD CONSTRAINT "_pages_v_blocks_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD CONSTRAINT "_pages_v_blocks_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD CONSTRAINT "_pages_v_blocks_slider_slides_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider_slides" ADD CONSTRAINT "_pages_v_blocks_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_slider" ADD CONSTRAINT "_pages_v_blocks_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_buttons_items" ADD CONSTRAINT "_pages_v_blocks_buttons_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_buttons_items" ADD CONSTRAINT "_pages_v_blocks_buttons_items_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_buttons_items" ADD CONSTRAINT "_pages_v_blocks_buttons_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_buttons" ADD CONSTRAINT "_pages_v_blocks_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_page_navigation" ADD CONSTRAINT "navigation_page_navigation_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_page_navigation" ADD CONSTRAINT "navigation_page_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_page_navigation_locales" ADD CONSTRAINT "navigation_page_navigation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_page_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners_locales" ADD CONSTRAINT "banners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners_rels" ADD CONSTRAINT "banners_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "banners_rels" ADD CONSTRAINT "banners_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects" ADD CONSTRAINT "redirects_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "search_tracking" ADD CONSTRAINT "search_tracking_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contests_answers" ADD CONSTRAINT "contests_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contests_answers_locales" ADD CONSTRAINT "contests_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contests_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contests_prizes" ADD CONSTRAINT "contests_prizes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contests_prizes_locales" ADD CONSTRAINT "contests_prizes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contests_prizes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contests" ADD CONSTRAINT "contests_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contests" ADD CONSTRAINT "contests_terms_page_id_pages_id_fk" FOREIGN KEY ("terms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contests_locales" ADD CONSTRAINT "contests_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sites_seo_same_as_order_idx" ON "sites_seo_same_as" USING btree ("_order");
  CREATE INDEX "sites_seo_same_as_parent_id_idx" ON "sites_seo_same_as" USING btree ("_parent_id");
  CREATE INDEX "sites_contact_widget_channels_order_idx" ON "sites_contact_widget_channels" USING btree ("_order");
  CREATE INDEX "sites_contact_widget_channels_parent_id_idx" ON "sites_contact_widget_channels" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sites_contact_widget_channels_locales_locale_parent_id_uniqu" ON "sites_contact_widget_channels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_recruiting_list_components_order_idx" ON "pages_blocks_recruiting_list_components" USING btree ("order");
  CREATE INDEX "pages_blocks_recruiting_list_components_parent_idx" ON "pages_blocks_recruiting_list_components" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_recruiting_list_components_locale_idx" ON "pages_blocks_recruiting_list_components" USING btree ("locale");
  CREATE INDEX "pages_blocks_recruiting_order_idx" ON "pages_blocks_recruiting" USING btree ("_order");
  CREATE INDEX "pages_blocks_recruiting_parent_id_idx" ON "pages_blocks_recruiting" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_recruiting_path_idx" ON "pages_blocks_recruiting" USING btree ("_path");
  CREATE INDEX "pages_blocks_recruiting_locale_idx" ON "pages_blocks_recruiting" USING btree ("_locale");
  CREATE INDEX "pages_blocks_search_results_order_idx" ON "pages_blocks_search_results" USING btree ("_order");
  CREATE INDEX "pages_blocks_search_results_parent_id_idx" ON "pages_blocks_search_results" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_search_results_path_idx" ON "pages_blocks_search_results" USING btree ("_path");
  CREATE INDEX "pages_blocks_search_results_locale_idx" ON "pages_blocks_search_results" USING btree ("_locale");
  CREATE INDEX "pages_blocks_contest_order_idx" ON "pages_blocks_contest" USING btree ("_order");
  CREATE INDEX "pages_blocks_contest_parent_id_idx" ON "pages_blocks_contest" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contest_path_idx" ON "pages_blocks_contest" USING btree ("_path");
  CREATE INDEX "pages_blocks_contest_locale_idx" ON "pages_blocks_contest" USING btree ("_locale");
  CREATE INDEX "pages_blocks_contest_contest_idx" ON "pages_blocks_contest" USING btree ("contest_id");
  CREATE INDEX "pages_blocks_map_markers_order_idx" ON "pages_blocks_map_markers" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_markers_parent_id_idx" ON "pages_blocks_map_markers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_map_markers_locale_idx" ON "pages_blocks_map_markers" USING btree ("_locale");
  CREATE INDEX "pages_blocks_map_order_idx" ON "pages_blocks_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_map_parent_id_idx" ON "pages_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_map_path_idx" ON "pages_blocks_map" USING btree ("_path");
  CREATE INDEX "pages_blocks_map_locale_idx" ON "pages_blocks_map" USING btree ("_locale");
  CREATE INDEX "pages_blocks_slider_slides_order_idx" ON "pages_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_slides_parent_id_idx" ON "pages_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_slides_locale_idx" ON "pages_blocks_slider_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_slider_slides_image_idx" ON "pages_blocks_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_slider_slides_page_idx" ON "pages_blocks_slider_slides" USING btree ("page_id");
  CREATE INDEX "pages_blocks_slider_order_idx" ON "pages_blocks_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_slider_parent_id_idx" ON "pages_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_slider_path_idx" ON "pages_blocks_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_slider_locale_idx" ON "pages_blocks_slider" USING btree ("_locale");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_locale_idx" ON "pages_blocks_video" USING btree ("_locale");
  CREATE INDEX "pages_blocks_buttons_items_order_idx" ON "pages_blocks_buttons_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_buttons_items_parent_id_idx" ON "pages_blocks_buttons_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_buttons_items_locale_idx" ON "pages_blocks_buttons_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_buttons_items_page_idx" ON "pages_blocks_buttons_items" USING btree ("page_id");
  CREATE INDEX "pages_blocks_buttons_items_banner_idx" ON "pages_blocks_buttons_items" USING btree ("banner_id");
  CREATE INDEX "pages_blocks_buttons_order_idx" ON "pages_blocks_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_buttons_parent_id_idx" ON "pages_blocks_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_buttons_path_idx" ON "pages_blocks_buttons" USING btree ("_path");
  CREATE INDEX "pages_blocks_buttons_locale_idx" ON "pages_blocks_buttons" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_recruiting_list_components_order_idx" ON "_pages_v_blocks_recruiting_list_components" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_recruiting_list_components_parent_idx" ON "_pages_v_blocks_recruiting_list_components" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_recruiting_list_components_locale_idx" ON "_pages_v_blocks_recruiting_list_components" USING btree ("locale");
  CREATE INDEX "_pages_v_blocks_recruiting_order_idx" ON "_pages_v_blocks_recruiting" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_recruiting_parent_id_idx" ON "_pages_v_blocks_recruiting" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_recruiting_path_idx" ON "_pages_v_blocks_recruiting" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_recruiting_locale_idx" ON "_pages_v_blocks_recruiting" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_search_results_order_idx" ON "_pages_v_blocks_search_results" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_search_results_parent_id_idx" ON "_pages_v_blocks_search_results" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_search_results_path_idx" ON "_pages_v_blocks_search_results" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_search_results_locale_idx" ON "_pages_v_blocks_search_results" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_contest_order_idx" ON "_pages_v_blocks_contest" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contest_parent_id_idx" ON "_pages_v_blocks_contest" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contest_path_idx" ON "_pages_v_blocks_contest" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contest_locale_idx" ON "_pages_v_blocks_contest" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_contest_contest_idx" ON "_pages_v_blocks_contest" USING btree ("contest_id");
  CREATE INDEX "_pages_v_blocks_map_markers_order_idx" ON "_pages_v_blocks_map_markers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_markers_parent_id_idx" ON "_pages_v_blocks_map_markers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_map_markers_locale_idx" ON "_pages_v_blocks_map_markers" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_map_order_idx" ON "_pages_v_blocks_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_map_parent_id_idx" ON "_pages_v_blocks_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_map_path_idx" ON "_pages_v_blocks_map" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_map_locale_idx" ON "_pages_v_blocks_map" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_slider_slides_order_idx" ON "_pages_v_blocks_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_slides_parent_id_idx" ON "_pages_v_blocks_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_slides_locale_idx" ON "_pages_v_blocks_slider_slides" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_slider_slides_image_idx" ON "_pages_v_blocks_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_slider_slides_page_idx" ON "_pages_v_blocks_slider_slides" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_slider_order_idx" ON "_pages_v_blocks_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_slider_parent_id_idx" ON "_pages_v_blocks_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_slider_path_idx" ON "_pages_v_blocks_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_slider_locale_idx" ON "_pages_v_blocks_slider" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_locale_idx" ON "_pages_v_blocks_video" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_buttons_items_order_idx" ON "_pages_v_blocks_buttons_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_buttons_items_parent_id_idx" ON "_pages_v_blocks_buttons_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_buttons_items_locale_idx" ON "_pages_v_blocks_buttons_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_buttons_items_page_idx" ON "_pages_v_blocks_buttons_items" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_buttons_items_banner_idx" ON "_pages_v_blocks_buttons_items" USING btree ("banner_id");
  CREATE INDEX "_pages_v_blocks_buttons_order_idx" ON "_pages_v_blocks_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_buttons_parent_id_idx" ON "_pages_v_blocks_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_buttons_path_idx" ON "_pages_v_blocks_buttons" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_buttons_locale_idx" ON "_pages_v_blocks_buttons" USING btree ("_locale");
  CREATE INDEX "navigation_page_navigation_order_idx" ON "navigation_page_navigation" USING btree ("_order");
  CREATE INDEX "navigation_page_navigation_parent_id_idx" ON "navigation_page_navigation" USING btree ("_parent_id");
  CREATE INDEX "navigation_page_navigation_page_idx" ON "navigation_page_navigation" USING btree ("page_id");
  CREATE UNIQUE INDEX "navigation_page_navigation_locales_locale_parent_id_unique" ON "navigation_page_navigation_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "banners_tenant_idx" ON "banners" USING btree ("tenant_id");
  CREATE INDEX "banners_link_link_page_idx" ON "banners" USING btree ("link_page_id");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE UNIQUE INDEX "banners_locales_locale_parent_id_unique" ON "banners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "banners_rels_order_idx" ON "banners_rels" USING btree ("order");
  CREATE INDEX "banners_rels_parent_idx" ON "banners_rels" USING btree ("parent_id");
  CREATE INDEX "banners_rels_path_idx" ON "banners_rels" USING btree ("path");
  CREATE INDEX "banners_rels_pages_id_idx" ON "banners_rels" USING btree ("pages_id");
  CREATE INDEX "redirects_tenant_idx" ON "redirects" USING btree ("tenant_id");
  CREATE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "search_tracking_tenant_idx" ON "search_tracking" USING btree ("tenant_id");
  CREATE INDEX "search_tracking_recorded_at_idx" ON "search_tracking" USING btree ("recorded_at");
  CREATE INDEX "search_tracking_updated_at_idx" ON "search_tracking" USING btree ("updated_at");
  CREATE INDEX "search_tracking_created_at_idx" ON "search_tracking" USING btree ("created_at");
  CREATE INDEX "contests_answers_order_idx" ON "contests_answers" USING btree ("_order");
  CREATE INDEX "contests_answers_parent_id_idx" ON "contests_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contests_answers_locales_locale_parent_id_unique" ON "contests_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contests_prizes_order_idx" ON "contests_prizes" USING btree ("_order");
  CREATE INDEX "contests_prizes_parent_id_idx" ON "contests_prizes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contests_prizes_locales_locale_parent_id_unique" ON "contests_prizes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contests_tenant_idx" ON "contests" USING btree ("tenant_id");
  CREATE INDEX "contests_closes_at_idx" ON "contests" USING btree ("closes_at");
  CREATE INDEX "contests_terms_page_idx" ON "contests" USING btree ("terms_page_id");
  CREATE INDEX "contests_updated_at_idx" ON "contests" USING btree ("updated_at");
  CREATE INDEX "contests_created_at_idx" ON "contests" USING btree ("created_at");
  CREATE UNIQUE INDEX "contests_locales_locale_parent_id_unique" ON "contests_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contest_entries_tenant_idx" ON "contest_entries" USING btree ("tenant_id");
  CREATE INDEX "contest_entries_contest_idx" ON "contest_entries" USING btree ("contest_id");
  CREATE INDEX "contest_entries_email_idx" ON "contest_entries" USING btree ("email");
  CREATE INDEX "contest_entries_updated_at_idx" ON "contest_entries" USING btree ("updated_at");
  CREATE INDEX "contest_entries_created_at_idx" ON "contest_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "contest_email_idx" ON "contest_entries" USING btree ("contest_id","email");
  ALTER TABLE "sites" ADD CONSTRAINT "sites_career_page_id_pages_id_fk" FOREIGN KEY ("career_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_seo_share_image_id_media_id_fk" FOREIGN KEY ("seo_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation" ADD CONSTRAINT "navigation_search_result_page_id_pages_id_fk" FOREIGN KEY ("search_result_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_tracking_fk" FOREIGN KEY ("search_tracking_id") REFERENCES "public"."search_tracking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contests_fk" FOREIGN KEY ("contests_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contest_entries_fk" FOREIGN KEY ("contest_entries_id") REFERENCES "public"."contest_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_career_page_idx" ON "sites" USING btree ("career_page_id");
  CREATE INDEX "sites_seo_seo_share_image_idx" ON "sites" USING btree ("seo_share_image_id");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "navigation_search_result_page_idx" ON "navigation" USING btree ("search_result_page_id");
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_search_tracking_id_idx" ON "payload_locked_documents_rels" USING btree ("search_tracking_id");
  CREATE INDEX "payload_locked_documents_rels_contests_id_idx" ON "payload_locked_documents_rels" USING btree ("contests_id");
  CREATE INDEX "payload_locked_documents_rels_contest_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("contest_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "sites_seo_same_as" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_contact_widget_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sites_contact_widget_channels_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_recruiting_list_components" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_recruiting" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_search_results" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contest" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map_markers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_buttons_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_recruiting_list_components" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_recruiting" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_search_results" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contest" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map_markers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_buttons_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_page_navigation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigation_page_navigation_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "banners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "banners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "banners_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_tracking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contests_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contests_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contests_prizes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contests_prizes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contests_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contest_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sites_seo_same_as" CASCADE;
  DROP TABLE "sites_contact_widget_channels" CASCADE;
  DROP TABLE "sites_contact_widget_channels_locales" CASCADE;
  DROP TABLE "pages_blocks_recruiting_list_components" CASCADE;
  DROP TABLE "pages_blocks_recruiting" CASCADE;
  DROP TABLE "pages_blocks_search_results" CASCADE;
  DROP TABLE "pages_blocks_contest" CASCADE;
  DROP TABLE "pages_blocks_map_markers" CASCADE;
  DROP TABLE "pages_blocks_map" CASCADE;
  DROP TABLE "pages_blocks_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_slider" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_buttons_items" CASCADE;
  DROP TABLE "pages_blocks_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_recruiting_list_components" CASCADE;
  DROP TABLE "_pages_v_blocks_recruiting" CASCADE;
  DROP TABLE "_pages_v_blocks_search_results" CASCADE;
  DROP TABLE "_pages_v_blocks_contest" CASCADE;
  DROP TABLE "_pages_v_blocks_map_markers" CASCADE;
  DROP TABLE "_pages_v_blocks_map" CASCADE;
  DROP TABLE "_pages_v_blocks_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_buttons_items" CASCADE;
  DROP TABLE "_pages_v_blocks_buttons" CASCADE;
  DROP TABLE "navigation_page_navigation" CASCADE;
  DROP TABLE "navigation_page_navigation_locales" CASCADE;
  DROP TABLE "banners" CASCADE;
  DROP TABLE "banners_locales" CASCADE;
  DROP TABLE "banners_rels" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "search_tracking" CASCADE;
  DROP TABLE "contests_answers" CASCADE;
  DROP TABLE "contests_answers_locales" CASCADE;
  DROP TABLE "contests_prizes" CASCADE;
  DROP TABLE "contests_prizes_locales" CASCADE;
  DROP TABLE "contests" CASCADE;
  DROP TABLE "contests_locales" CASCADE;
  DROP TABLE "contest_entries" CASCADE;
  ALTER TABLE "sites" DROP CONSTRAINT "sites_career_page_id_pages_id_fk";
  
  ALTER TABLE "sites" DROP CONSTRAINT "sites_seo_share_image_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_seo_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "navigation" DROP CONSTRAINT "navigation_search_result_page_id_pages_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_banners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_tracking_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contest_entries_fk";
  
  DROP INDEX "sites_career_page_idx";
  DROP INDEX "sites_seo_seo_share_image_idx";
  DROP INDEX "pages_seo_seo_image_idx";
  DROP INDEX "_pages_v_version_seo_version_seo_image_idx";
  DROP INDEX "navigation_search_result_page_idx";
  DROP INDEX "payload_locked_documents_rels_banners_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_tracking_id_idx";
  DROP INDEX "payload_locked_documents_rels_contests_id_idx";
  DROP INDEX "payload_locked_documents_rels_contest_entries_id_idx";
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  ALTER TABLE "sites" DROP COLUMN "career_page_id";
  ALTER TABLE "sites" DROP COLUMN "seo_share_image_id";
  ALTER TABLE "sites_locales" DROP COLUMN "contact_widget_heading";
  ALTER TABLE "sites_locales" DROP COLUMN "contact_widget_hours";
  ALTER TABLE "pages" DROP COLUMN "seo_image_id";
  ALTER TABLE "pages_locales" DROP COLUMN "seo_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_seo_title";
  ALTER TABLE "navigation" DROP COLUMN "search_result_page_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "banners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_tracking_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contest_entries_id";
  DROP TYPE "public"."enum_sites_contact_widget_channels_kind";
  DROP TYPE "public"."enum_pages_blocks_recruiting_list_components";
  DROP TYPE "public"."enum_pages_blocks_recruiting_mode";
  DROP TYPE "public"."enum_pages_blocks_recruiting_type";
  DROP TYPE "public"."enum_pages_blocks_recruiting_variant";
  DROP TYPE "public"."enum_pages_blocks_recruiting_link_radius";
  DROP TYPE "public"."enum_pages_blocks_map_source";
  DROP TYPE "public"."enum_pages_blocks_map_settings_scroll_zoom";
  DROP TYPE "public"."enum_pages_blocks_map_settings_fullscreen";
  DROP TYPE "public"."enum_pages_blocks_map_settings_fullscreen_device";
  DROP TYPE "public"."enum_pages_blocks_map_settings_cooperative_gestures";
  DROP TYPE "public"."enum_pages_blocks_map_settings_show_search";
  DROP TYPE "public"."enum_pages_blocks_map_settings_show_navigation_control";
  DROP TYPE "public"."enum_pages_blocks_map_settings_navigation_control_position";
  DROP TYPE "public"."enum_pages_blocks_map_settings_show_geolocate_control";
  DROP TYPE "public"."enum_pages_blocks_map_settings_show_compass";
  DROP TYPE "public"."enum_pages_blocks_slider_slides_layout";
  DROP TYPE "public"."enum_pages_blocks_buttons_items_kind";
  DROP TYPE "public"."enum_pages_blocks_buttons_items_script_call";
  DROP TYPE "public"."enum_pages_blocks_buttons_items_style";
  DROP TYPE "public"."enum__pages_v_blocks_recruiting_list_components";
  DROP TYPE "public"."enum__pages_v_blocks_recruiting_mode";
  DROP TYPE "public"."enum__pages_v_blocks_recruiting_type";
  DROP TYPE "public"."enum__pages_v_blocks_recruiting_variant";
  DROP TYPE "public"."enum__pages_v_blocks_recruiting_link_radius";
  DROP TYPE "public"."enum__pages_v_blocks_map_source";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_scroll_zoom";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_fullscreen";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_fullscreen_device";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_cooperative_gestures";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_show_search";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_show_navigation_control";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_navigation_control_position";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_show_geolocate_control";
  DROP TYPE "public"."enum__pages_v_blocks_map_settings_show_compass";
  DROP TYPE "public"."enum__pages_v_blocks_slider_slides_layout";
  DROP TYPE "public"."enum__pages_v_blocks_buttons_items_kind";
  DROP TYPE "public"."enum__pages_v_blocks_buttons_items_script_call";
  DROP TYPE "public"."enum__pages_v_blocks_buttons_items_style";
  DROP TYPE "public"."enum_banners_position";
  DROP TYPE "public"."enum_redirects_status";`)
}
