//! `stopa-admin payments-sample`: open orders in a season of their own and a Fio CSV statement
//! of the federation's account that pays them among other movements — what `ops/bench`
//! uploads and the worker matches — and one order of many members (the order page's load).

use std::fmt::Write as _;

use anyhow::Context as _;
use sqlx::PgPool;

/// Arguments of `stopa-admin payments-sample`.
#[derive(Debug, clap::Args)]
pub struct PaymentsSampleArgs {
    /// Open orders of one member each (300 Kč) that the statement pays exactly.
    #[arg(long, default_value_t = 5_000)]
    pub orders: i64,
    /// Movements of the statement in all: the orders' payments, then payments of unknown
    /// symbols and outgoing payments.
    #[arg(long, default_value_t = 10_000)]
    pub movements: i64,
    /// Members of the one large order (new members of the first club).
    #[arg(long, default_value_t = 500)]
    pub big_order: i64,
    /// The season of the orders (made for the sample).
    #[arg(long, default_value_t = 2090)]
    pub year: i32,
    /// The federation's account the statement is of.
    #[arg(long, default_value = "2000000018/2010")]
    pub account: String,
    /// Where to write the statement (Fio internet-banking CSV).
    #[arg(long)]
    pub out: std::path::PathBuf,
}

/// Makes the orders and writes the statement; returns the large order's uuid.
pub async fn write_payments_sample(
    pool: &PgPool,
    args: &PaymentsSampleArgs,
) -> anyhow::Result<String> {
    let (symbols, big) =
        stopa_db::seed::insert_bench_orders(pool, args.year, args.orders, args.big_order)
            .await
            .context("while making the orders")?;
    anyhow::ensure!(!symbols.is_empty(), "v databázi nejsou žádní členové");
    let mut text = format!(
        "\"Výpis č. 1/{year} z účtu \"\"{account}\"\"\"\n\"Období: 01.01.{year} - 31.12.{year}\"\n\n\
         \"ID operace\";\"Datum\";\"Objem\";\"Měna\";\"Protiúčet\";\"Název protiúčtu\";\"Kód banky\";\"VS\";\"Zpráva pro příjemce\"\n",
        year = args.year,
        account = args.account,
    );
    for index in 0..args.movements.max(0) {
        let (amount, symbol) = match usize::try_from(index)
            .ok()
            .and_then(|index| symbols.get(index))
        {
            Some(symbol) => ("300,00".to_owned(), symbol.clone()),
            None if index % 2 == 0 => ("450,00".to_owned(), format!("99{index:08}")),
            None => ("-1 250,00".to_owned(), String::new()),
        };
        writeln!(
            text,
            "\"{}\";\"15.01.{}\";\"{amount}\";\"CZK\";\"19-2000145399\";\"Lyžařský klub\";\"0800\";\"{symbol}\";\"Členské příspěvky\"",
            50_000_000 + index,
            args.year
        )?;
    }
    std::fs::write(&args.out, text)
        .with_context(|| format!("while writing {}", args.out.display()))?;
    Ok(big.to_string())
}
