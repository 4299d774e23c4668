import type { Migration } from "./types";

// VIP purchases, promo codes, orders and the demo cashier's payment signs; account deletion requests.
export const ordersMigration: Migration = {
  version: 20,
  name: "orders",
  sql: `
CREATE TABLE promo_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL DEFAULT 0,
  code TEXT NOT NULL UNIQUE,
  expired_at TEXT,
  invite_user_reward INTEGER NOT NULL DEFAULT 0,
  invited_user_reward INTEGER NOT NULL DEFAULT 0,
  use_times INTEGER NOT NULL DEFAULT 0,
  used_times INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- status: 1 unpaid, 5 paying, 7 cancelled, 9 paid. charge is the price before any discount.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  charge INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 5,
  order_id TEXT NOT NULL UNIQUE,
  payment TEXT NOT NULL DEFAULT '',
  payment_method TEXT NOT NULL DEFAULT '',
  is_refund INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX orders_user_status ON orders (user_id, status);

CREATE TABLE order_goods (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  oid INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  goods_id INTEGER NOT NULL,
  goods_type TEXT NOT NULL,
  goods_name TEXT NOT NULL DEFAULT '',
  goods_thumb TEXT NOT NULL DEFAULT '',
  goods_charge INTEGER NOT NULL DEFAULT 0,
  goods_ori_charge INTEGER NOT NULL DEFAULT 0,
  num INTEGER NOT NULL DEFAULT 1,
  charge INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- paid_type: 0 normal payment, 1 promo code (paid_type_id = promo_codes.id), 2 invite balance.
CREATE TABLE order_paid_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  paid_total INTEGER NOT NULL DEFAULT 0,
  paid_type INTEGER NOT NULL DEFAULT 0,
  paid_type_id INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- The cashier sign ("order-" + 24 chars) → order, expires_at in epoch ms.
CREATE TABLE payment_signs (
  sign TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);

CREATE TABLE user_join_role_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id INTEGER NOT NULL,
  charge INTEGER NOT NULL DEFAULT 0,
  started_at TEXT NOT NULL,
  expired_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Account deletion requests (status 0 pending, 1 done, 2 cancelled); due_at is local time.
CREATE TABLE user_delete_jobs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  mobile TEXT NOT NULL DEFAULT '',
  due_at TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE agreement_user_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  agreement_type TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`,
};
