CREATE INDEX "events_project_created_idx" ON "events" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "events_project_title_idx" ON "events" USING btree ("project_id",lower(title));--> statement-breakpoint
CREATE INDEX "posts_project_title_idx" ON "posts" USING btree ("project_id",lower(title));--> statement-breakpoint
CREATE INDEX "products_project_name_idx" ON "products" USING btree ("project_id",lower(name));--> statement-breakpoint
CREATE INDEX "products_project_price_idx" ON "products" USING btree ("project_id","price_cents");--> statement-breakpoint
CREATE INDEX "projects_owner_name_idx" ON "projects" USING btree ("owner_id",lower(name));--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree (lower(name));--> statement-breakpoint
CREATE INDEX "reports_owner_period_idx" ON "reports" USING btree ("owner_id","period_start");--> statement-breakpoint
CREATE INDEX "reports_project_period_idx" ON "reports" USING btree ("project_id","period_start");--> statement-breakpoint
CREATE INDEX "reports_period_idx" ON "reports" USING btree ("period_start");--> statement-breakpoint
CREATE INDEX "reports_owner_title_idx" ON "reports" USING btree ("owner_id",lower(title));--> statement-breakpoint
CREATE INDEX "reports_project_title_idx" ON "reports" USING btree ("project_id",lower(title));--> statement-breakpoint
CREATE INDEX "reports_title_idx" ON "reports" USING btree (lower(title));