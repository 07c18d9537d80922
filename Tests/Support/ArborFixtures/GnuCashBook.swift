import ArborCore
import ArborTestSupport
import Foundation
import GRDB

/// A small GnuCash book, for every test that needs one.
package enum GnuCashBook {
  /// GnuCash's own tables: an account's balance is the sum of its splits (a subquery into
  /// another table), and its total is its subtree's. Taxes come before their parent in
  /// the table (the copy is then not numbered parents first).
  package static let book = """
    CREATE TABLE accounts (guid text(32) PRIMARY KEY NOT NULL, name text(2048) NOT NULL, account_type text(2048) NOT NULL,
      commodity_guid text(32), commodity_scu integer NOT NULL, non_std_scu integer NOT NULL, parent_guid text(32),
      code text(2048), description text(2048), hidden integer, placeholder integer);
    CREATE TABLE splits (guid text(32) PRIMARY KEY NOT NULL, tx_guid text(32) NOT NULL, account_guid text(32) NOT NULL,
      memo text(2048) NOT NULL, action text(2048) NOT NULL, reconcile_state text(1) NOT NULL, reconcile_date text(19),
      value_num bigint NOT NULL, value_denom bigint NOT NULL, quantity_num bigint NOT NULL, quantity_denom bigint NOT NULL,
      lot_guid text(32));
    INSERT INTO accounts VALUES
      ('t', 'Taxes', 'LIABILITY', 'c', 100, 0, 'l', '', '', 0, 0),
      ('r', 'Root Account', 'ROOT', NULL, 100, 0, NULL, '', '', 0, 0),
      ('l', 'Liabilities', 'LIABILITY', 'c', 100, 0, 'r', '', '', 0, 1),
      ('a', 'Assets', 'ASSET', 'c', 100, 0, 'r', '', '', 0, 1),
      ('b', 'Bank', 'BANK', 'c', 100, 0, 'a', '', '', 0, 0),
      ('w', 'Wallet', 'CASH', 'c', 100, 0, 'a', '', '', 0, 0),
      ('e', 'Expenses', 'EXPENSE', 'c', 100, 0, 'r', '', '', 0, 1),
      ('f', 'Food', 'EXPENSE', 'c', 100, 0, 'e', '', '', 0, 0),
      ('x', 'Empty', 'EXPENSE', 'c', 100, 0, 'e', '', '', 0, 0);
    INSERT INTO splits VALUES
      ('s1', 't1', 'b', '', '', 'n', NULL, 150000, 100, 150000, 100, NULL),
      ('s2', 't2', 'b', '', '', 'n', NULL, -2550, 100, -2550, 100, NULL),
      ('s3', 't2', 'f', '', '', 'n', NULL, 2550, 100, 2550, 100, NULL),
      ('s4', 't3', 'w', '', '', 'n', NULL, -1000, 100, -1000, 100, NULL),
      ('s5', 't3', 'f', '', '', 'n', NULL, 1000, 100, 1000, 100, NULL),
      ('s7', 't5', 't', '', '', 'n', NULL, -20000, 100, -20000, 100, NULL);
    """
  /// `book` in a file of its own temporary directory.
  package static func bookFile() throws -> (directory: URL, path: String) {
    let directory = try temporaryDirectory()
    let path = directory.appendingPathComponent("book.gnucash").path
    try DatabaseQueue(path: path).write { db in try db.execute(sql: book) }
    return (directory, path)
  }

  package static let balance = TreeSum(
    option: "balance=(SELECT sum(value_num * 1.0 / value_denom) FROM splits WHERE account_guid = x.guid)")!
}
