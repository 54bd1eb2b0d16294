//! The move tree of a game: the mainline, variations and comments, as an arena of nodes.

use std::fmt;

use super::{MAX_GAME_NODES, MAX_PLIES};
use xiangqi::{IllegalMoveError, Move, Position};

/// The index of a node in a [`MoveTree`]. The root (the start position, no move) is
/// [`MoveTree::ROOT`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The index in [`MoveTree::nodes`].
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

const NONE: u32 = u32::MAX;

/// One node: the move that leads to it (none for the root), its comment and its place in the tree.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    mv: Option<Move>,
    comment: Option<Box<str>>,
    parent: u32,
    first_child: u32,
    last_child: u32,
    next_sibling: u32,
    ply: u32,
}

impl Node {
    /// The move leading to this node (`None` for the root).
    pub fn mv(&self) -> Option<Move> {
        self.mv
    }

    /// The comment after the move (for the root: before the first move).
    pub fn comment(&self) -> Option<&str> {
        self.comment.as_deref()
    }

    /// The number of moves from the start position to this node.
    pub fn ply(&self) -> usize {
        self.ply as usize
    }

    /// The parent node (`None` for the root).
    pub fn parent(&self) -> Option<NodeId> {
        (self.parent != NONE).then_some(NodeId(self.parent))
    }
}

/// The moves of a game as a tree: every node but the root holds a legal move of its parent's
/// position and an optional comment; the first child of a node continues its line, the other
/// children are variations (alternatives to the first child).
///
/// A tree is built with a [`TreeBuilder`], which checks every move, so a `MoveTree` holds only
/// legal moves. Two trees are equal (`==`) when they have the same moves and comments in the same
/// order, however their arenas are laid out.
///
/// ```
/// use xiangqi::{Move, Position};
/// use xiangqi_record::{MoveTree, TreeBuilder};
///
/// let mv = |s: &str| -> Move { s.parse::<xiangqi::notation::Iccs>().map(|i| Move::new(i.from, i.to)).unwrap() };
/// let mut b = TreeBuilder::new(Position::new());
/// let n1 = b.play(MoveTree::ROOT, mv("h2e2")).unwrap();
/// let n2 = b.play(n1, mv("h9g7")).unwrap();
/// let alt = b.play(n1, mv("b9c7")).unwrap(); // a variation for Black's first move
/// b.comment(alt, "屏风马");
/// assert!(b.play(n2, mv("e2e9")).is_err()); // illegal: not added
/// let tree = b.finish();
/// assert_eq!(tree.mainline(), vec![mv("h2e2"), mv("h9g7")]);
/// assert_eq!(tree.children(n1).count(), 2);
/// assert_eq!(tree.node(alt).comment(), Some("屏风马"));
/// assert_eq!(tree.variation_count(), 1);
/// ```
#[derive(Clone)]
pub struct MoveTree {
    nodes: Vec<Node>,
}

impl Default for MoveTree {
    fn default() -> Self {
        MoveTree::new()
    }
}

impl fmt::Debug for MoveTree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MoveTree")
            .field("nodes", &self.nodes.len())
            .field("mainline", &self.mainline())
            .finish()
    }
}

impl MoveTree {
    /// The root: the start position.
    pub const ROOT: NodeId = NodeId(0);

    /// A tree with the root only.
    pub fn new() -> MoveTree {
        MoveTree {
            nodes: vec![Node {
                mv: None,
                comment: None,
                parent: NONE,
                first_child: NONE,
                last_child: NONE,
                next_sibling: NONE,
                ply: 0,
            }],
        }
    }

    /// The number of nodes, root included (so the number of moves + 1).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the tree has no moves.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }

    /// All nodes, in the order they were added (the root first).
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// A node.
    ///
    /// # Panics
    /// If `id` is not a node of this tree.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// The node with this index, if any.
    pub fn get(&self, index: usize) -> Option<NodeId> {
        (index < self.nodes.len()).then_some(NodeId(index as u32))
    }

    /// The children of a node: its continuation first, then the variations.
    pub fn children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        let mut next = self.nodes[id.index()].first_child;
        std::iter::from_fn(move || {
            (next != NONE).then(|| {
                let cur = next;
                next = self.nodes[cur as usize].next_sibling;
                NodeId(cur)
            })
        })
    }

    /// The first child of a node (the continuation of its line).
    pub fn main_child(&self, id: NodeId) -> Option<NodeId> {
        let c = self.nodes[id.index()].first_child;
        (c != NONE).then_some(NodeId(c))
    }

    /// The nodes of the mainline (first children from the root), root excluded.
    pub fn mainline_nodes(&self) -> Vec<NodeId> {
        let mut v = Vec::new();
        let mut cur = Self::ROOT;
        while let Some(c) = self.main_child(cur) {
            v.push(c);
            cur = c;
        }
        v
    }

    /// The moves of the mainline.
    pub fn mainline(&self) -> Vec<Move> {
        self.mainline_nodes()
            .into_iter()
            .filter_map(|id| self.node(id).mv)
            .collect()
    }

    /// The moves from the root to `id`.
    pub fn path(&self, id: NodeId) -> Vec<Move> {
        let mut v = Vec::with_capacity(self.node(id).ply());
        let mut cur = id;
        while let Some(p) = self.node(cur).parent() {
            v.extend(self.node(cur).mv);
            cur = p;
        }
        v.reverse();
        v
    }

    /// The number of variations: children that are not the first child of their parent.
    pub fn variation_count(&self) -> usize {
        self.nodes
            .iter()
            .enumerate()
            .filter(|(i, n)| {
                n.parent != NONE && self.nodes[n.parent as usize].first_child != *i as u32
            })
            .count()
    }

    /// The position at a node, replaying the moves from `start`.
    pub fn position_at(&self, start: &Position, id: NodeId) -> Position {
        let mut pos = start.clone();
        for m in self.path(id) {
            pos.play_unchecked(m);
        }
        pos
    }

    fn push(&mut self, parent: NodeId, mv: Move) -> NodeId {
        let id = self.nodes.len() as u32;
        let ply = self.nodes[parent.index()].ply + 1;
        self.nodes.push(Node {
            mv: Some(mv),
            comment: None,
            parent: parent.0,
            first_child: NONE,
            last_child: NONE,
            next_sibling: NONE,
            ply,
        });
        let p = &mut self.nodes[parent.index()];
        let last = p.last_child;
        p.last_child = id;
        if last == NONE {
            p.first_child = id;
        } else {
            self.nodes[last as usize].next_sibling = id;
        }
        NodeId(id)
    }

    fn same_subtree(&self, a: NodeId, other: &MoveTree, b: NodeId) -> bool {
        // Iterative, so deep trees cannot overflow the stack.
        let mut stack = vec![(a, b)];
        while let Some((a, b)) = stack.pop() {
            let (na, nb) = (self.node(a), other.node(b));
            if na.mv != nb.mv || na.comment != nb.comment {
                return false;
            }
            let (ca, cb): (Vec<_>, Vec<_>) =
                (self.children(a).collect(), other.children(b).collect());
            if ca.len() != cb.len() {
                return false;
            }
            stack.extend(ca.into_iter().zip(cb));
        }
        true
    }
}

impl PartialEq for MoveTree {
    fn eq(&self, other: &MoveTree) -> bool {
        self.len() == other.len() && self.same_subtree(Self::ROOT, other, Self::ROOT)
    }
}

impl Eq for MoveTree {}

/// Why [`TreeBuilder::play`] refused a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TreeError {
    /// The move is not legal in the parent's position.
    #[error(transparent)]
    Illegal(#[from] IllegalMoveError),
    /// The tree already has [`MAX_GAME_NODES`] moves, or the line would be deeper than
    /// [`MAX_PLIES`].
    #[error("too many moves")]
    Limit,
}

/// `ERR_ILLEGAL_MOVE` for an illegal move, `ERR_RECORD_LIMIT` over a limit.
///
/// ```
/// use xiangqi::{Coded, ErrorCode, Move, Position, Square};
/// use xiangqi_record::{MoveTree, TreeBuilder, TreeError};
/// let mut b = TreeBuilder::new(Position::new());
/// let e: TreeError = b.play(MoveTree::ROOT, Move::new(Square::E0, Square::E2)).unwrap_err();
/// assert_eq!(e.code(), ErrorCode::IllegalMove);
/// assert_eq!(TreeError::Limit.code(), ErrorCode::RecordLimit);
/// ```
impl xiangqi::Coded for TreeError {
    fn code(&self) -> xiangqi::ErrorCode {
        match self {
            TreeError::Illegal(_) => xiangqi::ErrorCode::IllegalMove,
            TreeError::Limit => xiangqi::ErrorCode::RecordLimit,
        }
    }
}

/// Builds a [`MoveTree`] move by move, checking each move against its position.
///
/// Readers play moves in any order (a line, then its variations, or the pre-order of a binary
/// tree); the builder keeps the position of the last node played, so continuing a line costs one
/// move, and starting a variation replays the moves from the start.
#[derive(Debug, Clone)]
pub struct TreeBuilder {
    start: Position,
    tree: MoveTree,
    cursor: NodeId,
    cursor_pos: Position,
}

impl TreeBuilder {
    /// A builder for a game from `start`.
    pub fn new(start: Position) -> TreeBuilder {
        TreeBuilder {
            cursor_pos: start.clone(),
            start,
            tree: MoveTree::new(),
            cursor: MoveTree::ROOT,
        }
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The tree built so far.
    pub fn tree(&self) -> &MoveTree {
        &self.tree
    }

    /// The position at a node.
    pub fn position(&mut self, id: NodeId) -> &Position {
        if id != self.cursor {
            self.cursor_pos = self.tree.position_at(&self.start, id);
            self.cursor = id;
        }
        &self.cursor_pos
    }

    /// Plays `mv` from `parent`. If `parent` already has a child with this move, that child is
    /// returned (lines that agree are merged); otherwise the move becomes `parent`'s last child.
    pub fn play(&mut self, parent: NodeId, mv: Move) -> Result<NodeId, TreeError> {
        if !self.position(parent).is_legal(mv) {
            return Err(IllegalMoveError { mv }.into());
        }
        self.play_legal(parent, mv)
    }

    /// [`TreeBuilder::play`] for a move already known to be legal at `parent`.
    pub(crate) fn play_legal(&mut self, parent: NodeId, mv: Move) -> Result<NodeId, TreeError> {
        if let Some(c) = self
            .tree
            .children(parent)
            .find(|&c| self.tree.node(c).mv == Some(mv))
        {
            return Ok(c);
        }
        if self.tree.len() > MAX_GAME_NODES || self.tree.node(parent).ply() >= MAX_PLIES {
            return Err(TreeError::Limit);
        }
        self.position(parent);
        debug_assert!(self.cursor_pos.is_legal(mv));
        self.cursor_pos.play_unchecked(mv);
        self.cursor = self.tree.push(parent, mv);
        Ok(self.cursor)
    }

    /// Adds a comment to a node (after its move; for the root, before the first move). A second
    /// comment on the same node is appended on a new line. Comments are trimmed, line breaks
    /// become `\n`, and blank comments are ignored.
    pub fn comment(&mut self, id: NodeId, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        let text = &*text.replace("\r\n", "\n").replace('\r', "\n");
        let node = &mut self.tree.nodes[id.index()];
        node.comment = Some(match node.comment.take() {
            Some(old) => format!("{old}\n{text}").into(),
            None => text.into(),
        });
    }

    /// The finished tree.
    pub fn finish(self) -> MoveTree {
        self.tree
    }
}
