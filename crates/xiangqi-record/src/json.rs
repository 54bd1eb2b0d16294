//! The JSON shape of a game (serde): `{tags, fen, moves, result, tree, error?}`.
//!
//! `moves` is the mainline in ICCS; `tree` is `{nodes: [{move, ply, comment?, children?}]}` with
//! the root (no move) at index 0 and `children` as node indices, continuation first. Reading it
//! back (e.g. to write a PGN of a game edited in JS) replays and checks every move; if `tree` is
//! absent or has only the root, `moves` is used.

use super::{GameRecord, GameResult, MoveTree, NodeId, Tags, TreeBuilder, TreeError};
use xiangqi::notation::Iccs;
use xiangqi::{Move, Position};

/// A game of a record: the JSON shape of [`GameRecord`] (TypeScript `RecordGame`). Written in
/// full; read back with every field optional (a missing `Option` field is `None`).
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(rename = "RecordGame"))]
#[serde(rename_all = "camelCase")]
pub struct GameJson {
    /// Header tags, camelCase keys (`event`, `date`, `site`, `red`, `black`, `redTeam`, …).
    #[cfg_attr(feature = "tsify", tsify(type = "Record<string, string>"))]
    tags: Option<Tags>,
    /// The start position (FEN; the standard start when absent).
    #[cfg_attr(feature = "tsify", tsify(type = "string"))]
    fen: Option<String>,
    /// The mainline in ICCS.
    #[cfg_attr(feature = "tsify", tsify(type = "string[]"))]
    moves: Option<Vec<String>>,
    /// The result the record states, if any.
    #[cfg_attr(
        feature = "tsify",
        tsify(type = "\"1-0\" | \"0-1\" | \"1/2-1/2\" | \"*\" | null")
    )]
    result: Option<GameResult>,
    /// Mainline, variations and comments.
    #[cfg_attr(feature = "tsify", tsify(type = "RecordTree"))]
    tree: Option<TreeJson>,
    /// Set when the game was cut short: everything before the bad part is kept (output only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "tsify", tsify(type = "RecordErrorInfo"))]
    error: Option<serde_json_value::Any>,
}

mod serde_json_value {
    /// Any JSON value: the `error` of a game is output only, ignored when read back.
    #[derive(Debug)]
    pub struct Any(pub Option<super::super::RecordError>);

    impl serde::Serialize for Any {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            self.0.serialize(s)
        }
    }

    impl<'de> serde::Deserialize<'de> for Any {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Any, D::Error> {
            serde::de::IgnoredAny::deserialize(d).map(|_| Any(None))
        }
    }
}

/// A game's move tree (TypeScript `RecordTree`): the nodes, the root (the start position) first.
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(rename = "RecordTree"))]
pub struct TreeJson {
    /// The nodes; `children` are indices into it.
    #[cfg_attr(feature = "tsify", tsify(type = "RecordNode[]"))]
    nodes: Vec<NodeJson>,
}

/// One node of a game's move tree (TypeScript `RecordNode`): the root (index 0, no move) is
/// the start position.
#[derive(serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "tsify", derive(tsify::Tsify), tsify(rename = "RecordNode"))]
pub struct NodeJson {
    /// ICCS; `null` for the root.
    #[serde(rename = "move")]
    #[cfg_attr(feature = "tsify", tsify(type = "string | null"))]
    mv: Option<String>,
    /// Moves from the start position to this node (output only: replaying the moves gives it).
    #[cfg_attr(feature = "tsify", tsify(type = "number"))]
    ply: Option<usize>,
    /// The comment after the move (the root's: before the first move).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    comment: Option<String>,
    /// Indices of the child nodes, the continuation first, then the variations.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    children: Vec<usize>,
}

fn tree_json(tree: &MoveTree) -> TreeJson {
    let nodes = tree
        .nodes()
        .iter()
        .enumerate()
        .map(|(i, n)| NodeJson {
            mv: n.mv().map(|m| m.to_string()),
            ply: Some(n.ply()),
            comment: n.comment().map(str::to_string),
            children: tree
                .children(tree.get(i).unwrap_or(MoveTree::ROOT))
                .map(NodeId::index)
                .collect(),
        })
        .collect();
    TreeJson { nodes }
}

fn parse_iccs(text: &str) -> Result<Move, String> {
    text.parse::<Iccs>()
        .map(|i| Move::new(i.from, i.to))
        .map_err(|e| format!("move {text:?}: {e}"))
}

fn play(b: &mut TreeBuilder, parent: NodeId, m: Move, what: &str) -> Result<NodeId, String> {
    b.play(parent, m).map_err(|e| match e {
        TreeError::Illegal(e) => format!("{what}: {e}"),
        TreeError::Limit => format!("{what}: too many moves"),
    })
}

fn build_tree(start: &Position, tree: &TreeJson) -> Result<MoveTree, String> {
    let mut b = TreeBuilder::new(start.clone());
    if tree.nodes.is_empty() {
        return Ok(b.finish());
    }
    if let Some(c) = &tree.nodes[0].comment {
        b.comment(MoveTree::ROOT, c);
    }
    let mut seen = vec![false; tree.nodes.len()];
    seen[0] = true;
    let mut stack = vec![(0usize, MoveTree::ROOT)];
    while let Some((j, id)) = stack.pop() {
        // Children in reverse on the stack so they are played in order.
        let mut kids = Vec::new();
        for &c in &tree.nodes[j].children {
            let node = tree
                .nodes
                .get(c)
                .ok_or_else(|| format!("tree node {j}: no child node {c}"))?;
            if std::mem::replace(&mut seen[c], true) {
                return Err(format!("tree node {c} is reached twice"));
            }
            let text = node
                .mv
                .as_deref()
                .ok_or_else(|| format!("tree node {c} has no move"))?;
            let m = parse_iccs(text)?;
            let cid = play(&mut b, id, m, &format!("tree node {c}"))?;
            if let Some(comment) = &node.comment {
                b.comment(cid, comment);
            }
            kids.push((c, cid));
        }
        stack.extend(kids.into_iter().rev());
    }
    Ok(b.finish())
}

impl TryFrom<GameJson> for GameRecord {
    type Error = String;
    fn try_from(j: GameJson) -> Result<GameRecord, String> {
        let start = match &j.fen {
            Some(fen) => Position::from_fen(fen).map_err(|e| format!("fen: {e}"))?,
            None => Position::new(),
        };
        let tree = match &j.tree {
            Some(t) if t.nodes.len() > 1 => build_tree(&start, t)?,
            _ => {
                let mut b = TreeBuilder::new(start.clone());
                if let Some(c) = j
                    .tree
                    .as_ref()
                    .and_then(|t| t.nodes.first()?.comment.clone())
                {
                    b.comment(MoveTree::ROOT, &c);
                }
                let mut cur = MoveTree::ROOT;
                for (i, text) in j.moves.iter().flatten().enumerate() {
                    cur = play(&mut b, cur, parse_iccs(text)?, &format!("moves[{i}]"))?;
                }
                b.finish()
            }
        };
        Ok(GameRecord {
            tags: j.tags.unwrap_or_default(),
            start,
            tree,
            result: j.result,
            error: None,
        })
    }
}

impl serde::Serialize for GameRecord {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        GameJson {
            tags: Some(self.tags.clone()),
            fen: Some(self.fen()),
            moves: Some(self.moves_iccs()),
            result: self.result,
            tree: Some(tree_json(&self.tree)),
            error: self.error.clone().map(|e| serde_json_value::Any(Some(e))),
        }
        .serialize(s)
    }
}

/// Reads the JSON shape back; every move is checked (an error names the bad node or move).
impl<'de> serde::Deserialize<'de> for GameRecord {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<GameRecord, D::Error> {
        GameRecord::try_from(GameJson::deserialize(d)?).map_err(serde::de::Error::custom)
    }
}
