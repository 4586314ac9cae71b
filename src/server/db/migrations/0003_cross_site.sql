CREATE TABLE "used_handoffs" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"expires_stamp" bigint NOT NULL
);
