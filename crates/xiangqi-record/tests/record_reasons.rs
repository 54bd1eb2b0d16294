//! Every reason of a malformed or truncated record, every limit and the start-position problem
//! are data (`details`: `{kind, format, reason, …fields}`), each reached here from a damaged
//! input with its code. The list of reasons is read from the generated TypeScript in
//! `docs/api-contract.md` (which `xiangqi-wasm`'s contract test keeps equal to the Rust types),
//! so a reason added to the core without a damaged input here fails this test.

use serde_json::{json, Value};
use xiangqi_record::{read, read_str, Format, ReadOptions, RecordError, MAX_PLIES};

/// The error of reading `bytes` (as `format`, or detected): the whole file's, or the first game's.
fn error_of(bytes: &[u8], format: Option<Format>) -> RecordError {
    match read(
        bytes,
        &ReadOptions {
            format,
            ..ReadOptions::default()
        },
    ) {
        Err(e) => e,
        Ok(r) => r.games[0].error.clone().expect("the game has an error"),
    }
}

/// `(code, details)` of an error, as JSON.
fn json_of(e: &RecordError) -> (String, Value) {
    let v = serde_json::to_value(e).unwrap();
    (v["code"].as_str().unwrap().to_owned(), v["details"].clone())
}

/// An XQF fixture (version 10: plain bytes) with `edit` applied.
fn xqf(edit: impl FnOnce(&mut Vec<u8>)) -> Vec<u8> {
    let mut bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/records/xqf/cchess_test1.xqf"
    ))
    .unwrap();
    edit(&mut bytes);
    bytes
}

/// The offset of the first move record of the XQF fixture: after the root's record (4 bytes),
/// its comment length (4) and its comment.
fn first_record(b: &[u8]) -> usize {
    0x408 + u32::from_le_bytes(b[0x404..0x408].try_into().unwrap()) as usize
}

/// A DhtmlXQ text with this `binit`.
fn binit(b: &str) -> Vec<u8> {
    format!("[DhtmlXQ][DhtmlXQ_binit]{b}[/DhtmlXQ_binit][/DhtmlXQ]").into_bytes()
}

/// The damaged inputs: a name, the bytes, the format given (`None`: detected), and the
/// expected details.
/// The CBR fixture.
fn cbr() -> Vec<u8> {
    std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/records/other/cchess_test.cbr"
    ))
    .unwrap()
}

fn cases() -> Vec<(&'static str, Vec<u8>, Option<Format>, Value)> {
    let captured = "99".repeat(30);
    vec![
        (
            "a PGN tag line without quotes",
            b"[Event \"ok\"]\n[Red x]\n1. h2e2 *\n".to_vec(),
            None,
            json!({"kind": "malformed", "format": "pgn", "reason": "bad_tag", "text": "[Red x]"}),
        ),
        (
            "a ')' that opens nothing",
            b"[Event \"x\"]\n1. h2e2 ) h9g7 *".to_vec(),
            None,
            json!({"kind": "malformed", "format": "pgn", "reason": "unopened_variation"}),
        ),
        (
            "a DhtmlXQ variation off ply 9 of a one-move mainline",
            b"[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_move_0_9_1]7062[/DhtmlXQ_move_0_9_1][/DhtmlXQ]".to_vec(),
            None,
            json!({"kind": "malformed", "format": "dhtmlxq", "reason": "missing_branch", "variation": 1, "parent": 0, "ply": 9}),
        ),
        (
            "a UCI position that is neither startpos nor fen",
            b"position midgame moves h2e2".to_vec(),
            Some(Format::Uci),
            json!({"kind": "malformed", "format": "uci", "reason": "uci_setup", "found": "midgame"}),
        ),
        (
            "a binit of 4 digits",
            binit("0919"),
            None,
            json!({"kind": "malformed", "format": "dhtmlxq", "reason": "piece_table"}),
        ),
        (
            "a binit square off the board",
            binit(&format!("4090{captured}")),
            None,
            json!({"kind": "malformed", "format": "dhtmlxq", "reason": "piece_square", "slot": 1}),
        ),
        (
            "a binit with two pieces on e9",
            binit(&format!("4040{captured}")),
            None,
            json!({"kind": "malformed", "format": "dhtmlxq", "reason": "shared_square", "square": "e9"}),
        ),
        (
            "a zip file read as XQF",
            b"PK\x03\x04\x14\x00".to_vec(),
            Some(Format::Xqf),
            json!({"kind": "malformed", "format": "xqf", "reason": "no_magic"}),
        ),
        (
            "an XQF root comment of length -5",
            xqf(|b| b[0x404..0x408].copy_from_slice(&(-5i32).to_le_bytes())),
            None,
            json!({"kind": "malformed", "format": "xqf", "reason": "comment_length", "len": -5}),
        ),
        (
            "a text that holds no DhtmlXQ field",
            b"hello".to_vec(),
            Some(Format::DhtmlXq),
            json!({"kind": "malformed", "format": "dhtmlxq", "reason": "no_game"}),
        ),
        (
            "a PGN comment not closed",
            b"[Event \"x\"]\n1. h2e2 {a comment".to_vec(),
            None,
            json!({"kind": "truncated", "format": "pgn", "reason": "comment_not_closed"}),
        ),
        (
            "a PGN variation not closed",
            b"[Event \"x\"]\n1. h2e2 (1. b2e2 h9g7 *".to_vec(),
            None,
            json!({"kind": "truncated", "format": "pgn", "reason": "variation_not_closed"}),
        ),
        (
            "a DhtmlXQ movelist not closed",
            b"[DhtmlXQ][DhtmlXQ_movelist]77477062".to_vec(),
            None,
            json!({"kind": "truncated", "format": "dhtmlxq", "reason": "field_not_closed"}),
        ),
        (
            "a WXF game without }END",
            b"FORMAT WXF\nSTART{\n1. C2.5 H8+7\n".to_vec(),
            None,
            json!({"kind": "truncated", "format": "wxf", "reason": "no_end"}),
        ),
        (
            "an XQF file of 3 bytes",
            b"XQ\x0a".to_vec(),
            None,
            json!({"kind": "truncated", "format": "xqf", "reason": "short_header", "len": 3}),
        ),
        (
            "an XQF file cut inside its first move record",
            xqf(|b| b.truncate(first_record(b) + 2)),
            None,
            json!({"kind": "truncated", "format": "xqf", "reason": "move_record"}),
        ),
        (
            "a CBR board byte that is no piece (0x18)",
            {
                let mut b = cbr();
                b[2120] = 0x18;
                b
            },
            None,
            json!({"kind": "malformed", "format": "cbr", "reason": "board_byte", "byte": 24}),
        ),
        (
            "a CBR of layout version 1",
            {
                let mut b = cbr();
                b[19] = 1;
                b
            },
            None,
            json!({"kind": "malformed", "format": "cbr", "reason": "cbr_version", "version": 1}),
        ),
        (
            "a CBR cut inside its fixed part",
            cbr()[..1000].to_vec(),
            None,
            json!({"kind": "truncated", "format": "cbr", "reason": "short_record", "len": 1000, "min": 2214}),
        ),
        (
            "a FEN tag with 3 rows",
            b"[FEN \"rnbakabnr/9/9 w\"]\n1. h2e2\n".to_vec(),
            None,
            json!({"kind": "start_position", "fen": "rnbakabnr/9/9 w", "problem": {"code": "ERR_FEN_ROWS", "details": {"kind": "rows", "found": 3}}}),
        ),
        (
            "a binit without the black general",
            binit(&format!("{}49{}", "99".repeat(4), "99".repeat(27))),
            None,
            json!({"kind": "start_position", "problem": {"code": "ERR_POS_NO_GENERAL", "details": {"kind": "no_general", "color": "black"}}}),
        ),
        (
            "a line deeper than MAX_PLIES",
            "h0g2 h9g7 g2h0 g7h9 ".repeat(MAX_PLIES / 4 + 2).into_bytes(),
            None,
            json!({"kind": "too_many", "what": "plies", "max": MAX_PLIES}),
        ),
    ]
}

#[test]
fn every_reason_is_reached_from_a_damaged_input_with_its_code() {
    let mut seen = Vec::new();
    for (name, bytes, format, want) in cases() {
        let e = error_of(&bytes, format);
        let (code, details) = json_of(&e);
        assert_eq!(details, want, "{name}: {e}");
        let want_code = if want["kind"] == "too_many" {
            "ERR_RECORD_LIMIT"
        } else {
            "ERR_RECORD_FORMAT"
        };
        assert_eq!(code, want_code, "{name}: {e}");
        // The English message is still the Display text, with the reason in words.
        assert!(!e.to_string().contains("reason"), "{name}: {e}");
        if let Some(r) = want["reason"].as_str() {
            seen.push(r.to_owned());
        }
    }
    // XQF is binary: as text it is its own reason, not a guess.
    let e = read_str("XQ", &ReadOptions::with_format(Format::Xqf)).unwrap_err();
    let want = json!({"kind": "malformed", "format": "xqf", "reason": "not_text"});
    assert_eq!(json_of(&e), ("ERR_RECORD_FORMAT".to_owned(), want));
    seen.push("not_text".to_owned());
    // Every reason the contract declares is reached.
    let contract = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/api-contract.md"
    ))
    .unwrap();
    let mut declared = 0;
    for ty in ["MalformedReason", "TruncatedReason"] {
        let decl = contract
            .lines()
            .find(|l| l.starts_with(&format!("export type {ty} = ")))
            .unwrap_or_else(|| panic!("{ty} is not in docs/api-contract.md"));
        for part in decl.split("reason: \"").skip(1) {
            let reason = &part[..part.find('"').unwrap()];
            assert!(
                seen.iter().any(|s| s == reason),
                "{ty} {reason:?}: no damaged input reaches it"
            );
            declared += 1;
        }
    }
    seen.sort();
    seen.dedup();
    assert_eq!(
        declared,
        seen.len(),
        "declared reasons vs reasons reached: {seen:?}"
    );
}

/// The XQF reader's own errors keep their byte offset next to the reason.
#[test]
fn xqf_reasons_keep_their_offset() {
    let e = error_of(
        &xqf(|b| b[0x404..0x408].copy_from_slice(&(-5i32).to_le_bytes())),
        None,
    );
    assert_eq!(e.offset, Some(0x404), "{e}");
    let bytes = xqf(|b| b.truncate(first_record(b) + 2));
    let e = error_of(&bytes, None);
    assert_eq!(
        (e.offset, e.ply),
        (Some(first_record(&bytes)), Some(0)),
        "{e}"
    );
}
