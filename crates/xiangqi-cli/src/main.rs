//! The `xiangqi` command-line tool.
fn main() {
    let depth: u32 = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    println!("{}", xiangqi::Position::new().perft(depth));
}
