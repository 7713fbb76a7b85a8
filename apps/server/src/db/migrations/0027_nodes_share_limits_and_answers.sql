CREATE TABLE "contact_challenge_windows" (
	"ip_address" varchar(64) PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued" integer NOT NULL
);
--> statement-breakpoint
-- Any change to a table behind a public answer (catalogue, content, courses, home, dictionary,
-- campaigns), whoever makes it (a node, an operator, a job, psql), tells every server process
-- listening on channel public_answers to drop its answer caches, at commit
-- (docs/decisions/answer-caches-heard.md). Statement-level, with the table as payload:
-- PostgreSQL sends equal notifications of one transaction once, so a checkout that moves the
-- stock of five SKUs notifies once, and a truncate is heard too.
CREATE FUNCTION notify_public_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_answers', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_categories_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER products_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER product_skus_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_skus
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER product_images_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER product_addons_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_addons
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER product_bonuses_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_bonuses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER flash_sales_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON flash_sales
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER coaches_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coaches
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER courses_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER course_videos_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_videos
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER plans_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER plan_weeks_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_weeks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER plan_courses_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plan_courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER series_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON series
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER series_courses_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON series_courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER article_categories_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON article_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER articles_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER article_category_links_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON article_category_links
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER tags_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER taggings_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON taggings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER home_cards_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_cards
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER data_dictionary_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON data_dictionary
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
--> statement-breakpoint
CREATE TRIGGER campaigns_public_answers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_answers();
