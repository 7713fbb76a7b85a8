CREATE TABLE "invoice_number_counters" (
	"period" varchar(6) PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_gateway_trades" (
	"merchant_trade_no" varchar(32) PRIMARY KEY NOT NULL,
	"gateway_trade_no" varchar(20) NOT NULL,
	"token" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(16) DEFAULT 'created' NOT NULL,
	"pay_token" varchar(64),
	"card_last4" varchar(4),
	"card_outcome" varchar(16),
	"three_d_token" varchar(64),
	"return_url" text NOT NULL,
	"order_result_url" text NOT NULL,
	"failure_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_gateway_trades_gateway_trade_no_unique" UNIQUE("gateway_trade_no"),
	CONSTRAINT "simulated_gateway_trades_token_unique" UNIQUE("token"),
	CONSTRAINT "simulated_gateway_trades_pay_token_unique" UNIQUE("pay_token"),
	CONSTRAINT "simulated_gateway_trades_three_d_token_unique" UNIQUE("three_d_token")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issue_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issue_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "last_issue_error" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issue_period" varchar(6);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "random_number" varchar(4);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_key" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cre_info" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "three_d_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invoices_issue_due_idx" ON "invoices" USING btree ("issue_due_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_period_number_unique" UNIQUE("issue_period","invoice_no");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_request_key_unique" UNIQUE("order_id","request_key");