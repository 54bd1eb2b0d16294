"""The report types: typed views of the core's JSON.

Every report (`JudgeReport`, `MoveReport`, `Preview`, `RecordGames`, …) wraps the JSON the
core's serde attributes give, exactly what the `xiangqi` CLI prints: its attributes are the JSON's
keys in snake_case (`report.final_fen` for `finalFen`; `from_` for `from`), nested reports
are report objects too, and `.to_dict()` gives the JSON back as plain dicts and lists.

The classes below the marker are generated from the core's types
(`crates/xiangqi-py/tools/gen_reports.py`, from the declarations in docs/api-contract.md, which
`cargo test -p xiangqi-wasm --test contract` keeps equal to the Rust types); the attribute
annotations are for type checkers and readers.
"""

from __future__ import annotations

import copy
import json
from typing import Any, ClassVar, Dict, List, Literal, Optional, Tuple, Union

__all__ = ["Report", "Color", "GameOutcome"]


class Report:
    """A report: its JSON (`to_dict()`), read through snake_case attributes."""

    __slots__ = ("_data",)
    #: attribute → (JSON key, what its value is wrapped in: a class name, `Name[]`, or None)
    _fields: ClassVar[Dict[str, Tuple[str, Optional[str]]]] = {}

    def __init__(self, data: Dict[str, Any]):
        if not isinstance(data, dict):
            raise TypeError(f"{type(self).__name__} wraps a dict, got {type(data).__name__}")
        object.__setattr__(self, "_data", data)

    def __getattr__(self, name: str) -> Any:
        field = type(self)._fields.get(name)
        if field is None:
            raise AttributeError(f"{type(self).__name__} has no attribute {name!r}")
        key, kind = field
        return _wrap(kind, self._data.get(key))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only")

    def __dir__(self) -> List[str]:
        return sorted(set(super().__dir__()) | set(type(self)._fields))

    def to_dict(self) -> Dict[str, Any]:
        """The JSON of the report (camelCase keys), as the CLI prints it: a deep copy."""
        return copy.deepcopy(self._data)

    def to_json(self, **kwargs: Any) -> str:
        """The report as JSON text (`json.dumps(self.to_dict(), **kwargs)`)."""
        kwargs.setdefault("ensure_ascii", False)
        return json.dumps(self._data, **kwargs)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Report):
            return type(self) is type(other) and self._data == other._data
        return NotImplemented

    def __hash__(self) -> int:
        return hash(json.dumps(self._data, sort_keys=True))

    def __repr__(self) -> str:
        items = []
        for attr, (key, _) in type(self)._fields.items():
            if key in self._data:
                value = self._data[key]
                text = repr(value)
                if len(text) > 60:
                    text = f"<{type(value).__name__}>"
                items.append(f"{attr}={text}")
        return f"{type(self).__name__}({', '.join(items)})"

    def __reduce__(self):
        return (type(self), (self._data,))


Color = Literal["red", "black"]


class GameOutcome(Report):
    """How a position without legal moves ended (`Position.outcome()`)."""

    winner: "Color"
    reason: Literal["checkmate", "stalemate"]

    _fields = {"winner": ("winner", None), "reason": ("reason", None)}


def _wrap(kind: Optional[str], value: Any) -> Any:
    if value is None or kind is None:
        return value
    if kind.endswith("?"):
        return _wrap(kind[:-1], value)
    if kind.endswith("[]"):
        return [_wrap(kind[:-2], v) for v in value]
    cls = CLASSES.get(kind) or _EXTRA[kind]
    return cls(value)


def _from_json(kind: str, text: str) -> Any:
    """The report `kind` (`"JudgeReport"`, `"MoveReport[]"`, `"GameEnd?"`) of JSON text
    (called by the native module)."""
    return _wrap(kind, json.loads(text))


_EXTRA: Dict[str, type] = {"GameOutcome": GameOutcome}


# --- generated: report types (crates/xiangqi-py/tools/gen_reports.py) ---
#: The rule set: which repetition rules judge a cycle (and what counts as a chase).
RuleSet = Literal["axf", "chinese", "chinese1965"]

#: The state of the game at the final position.
GameStatus = Literal["ongoing", "checkmate", "stalemate", "repetition", "move_limit", "dead_position"]

#: The result of a finished game.
GameResult = Literal["red_wins", "black_wins", "draw"]

#: The outcome of judging a cycle.
Verdict = Literal["none", "draw", "red_must_change", "black_must_change"]

#: What one side does over the cycle, in the rulebooks' vocabulary (a closed set: every
#: classification the AXF rulebook gives a side maps to one of these; the Chinese rules add
#: `perpetual_attack`).
Pattern = Literal["none", "perpetual_check", "alternating_perpetual_check", "perpetual_chase", "two_pieces_chase_one", "joint_chase", "alternating_chase", "two_pieces_chase_two", "general_chase", "pawn_chase", "protected_piece_attack", "uncrossed_pawn_attack", "perpetual_mate_threat", "one_check_one_mate_threat", "one_check_one_chase", "one_check_one_idle", "one_check_one_discovered_capture_threat", "one_chase_one_discovered_capture_threat", "one_mate_threat_one_chase", "one_chase_one_idle", "perpetual_discovered_capture_threat", "perpetual_attack", "perpetual_block", "perpetual_exchange", "perpetual_offer", "check_evasion", "evasion", "counter_check", "idle", "mixed"]

#: How a piece takes part in a side's pattern.
Part = Literal["checker", "chaser", "target"]

#: An article a decision rests on. Each rule set has its own articles; the value is the rule
#: set's id (e.g. `"general_3"` for the AXF 总纲3).
ArticleId = Union["AxfArticle", "ChineseArticle"]

#: An article of the AXF rules, serialised as `principle_N`, `general_N` or `detail_N`
#: (原则N, 总纲N, 细则N).
AxfArticle = Literal["principle_1", "principle_2", "principle_3", "principle_4", "general_1", "general_2", "general_3", "general_4", "general_6", "general_7", "general_9", "general_10", "detail_5", "detail_6", "detail_7", "detail_8", "detail_9", "detail_11", "detail_12", "detail_13", "detail_14", "detail_15", "detail_20", "detail_21", "detail_22", "detail_24", "detail_30", "detail_32", "detail_33", "detail_35", "detail_38", "detail_39", "detail_40"]

#: An item of the Chinese rules, serialised as `cn1965_forbidden_N`, `cn1965_draw_N`,
#: `cn2011_25_2`, … (the list: `ChineseArticle::ALL`).
ChineseArticle = Literal["cn1965_forbidden", "cn1965_forbidden_1", "cn1965_forbidden_2", "cn1965_forbidden_3", "cn1965_forbidden_4", "cn1965_forbidden_5", "cn1965_forbidden_6", "cn1965_draw_1", "cn1965_draw_2", "cn1965_draw_3", "cn1965_draw_4", "cn1965_draw_5", "cn1965_draw_6", "cn1965_draw_7", "cn1965_draw_8", "cn1965_draw_9", "cn1965_draw_10", "cn1965_draw_11", "cn1965_example_3", "cn1965_example_15", "cn1965_example_16", "cn2011_25_2", "cn2011_26_6", "cn_general_4", "cn_detail_5", "cn_counting", "cn_allowed", "cn_idle_mate"]

#: One effect of a move, in the AXF vocabulary. A move may have several.
Label = Literal["check", "mate_threat", "chase", "discovered_capture_threat", "exchange", "offer", "block", "idle"]

#: A record format.
RecordFormat = Literal["pgn", "dhtmlxq", "xqf", "wxf", "uci", "cbr", "cbl"]

#: The text encoding a record was decoded from.
TextEncoding = Literal["utf8", "utf16", "gbk", "big5"]

#: What went wrong; see [`RecordError`].
#:
#: Serialized (the `details` of a record `XiangqiError` and of [`RecordErrorJson`]) as the
#: variant's name and fields, e.g. `{"kind": "move", "text": "h0h9", "reason": "ERR_ILLEGAL_MOVE"}`.
RecordErrorDetails = Dict[str, Any]

#: Why a record is malformed ([`RecordErrorKind::Malformed`]).
#:
#: Serialized as `reason` (the variant's name) and its fields, within the error's details, e.g.
#: `{"kind": "malformed", "format": "pgn", "reason": "bad_tag", "text": "[Event x]"}`.
MalformedReason = Dict[str, Any]

#: What a truncated record was reading when it ended ([`RecordErrorKind::Truncated`]).
#:
#: Serialized as `reason` (the variant's name) and its fields, within the error's details, e.g.
#: `{"kind": "truncated", "format": "pgn", "reason": "comment_not_closed"}`.
TruncatedReason = Dict[str, Any]

#: What a [`RecordErrorKind::TooMany`] limit counts. Serialized `"moves"`, `"plies"` or
#: `"games"`.
Counted = Literal["moves", "plies", "games"]

#: Why a FEN string could not be parsed. Each variant has a stable [`code`](ParseFenError::code).
#:
#: Serialized (the `details` of a JavaScript `XiangqiError`) as the variant's name and fields,
#: e.g. `{"kind": "char", "row": 3, "ch": "x"}` for [`Char`](ParseFenError::Char).
FenErrorDetails = Dict[str, Any]

#: One thing that makes a placement impossible. Each has a stable [`code`](PositionProblem::code).
#:
#: Serialized (the `details` of a `validateFen` problem or a `XiangqiError`) as the variant's
#: name and fields, e.g. `{"kind": "no_general", "color": "red"}` or
#: `{"kind": "unreachable", "piece": "K", "square": "d2"}` (the piece as its FEN letter).
PositionProblemDetails = Dict[str, Any]


class JudgeReport(Report):
    """Everything `judge` found."""

    #: The rule set applied.
    rules: "RuleSet"
    #: FEN after the last move.
    final_fen: str
    #: The state of the game.
    status: "GameStatus"
    #: The result when the game is over.
    result: Optional["GameResult"]
    #: Where the game ended, when it did: the number of moves played when it was first over
    #: (0: the start position was over already). Moves given after it (a record that goes on
    #: after a mate, say) do not change `status`, which is the final position's; an
    #: `endedAtPly` below the number of moves says they came after the end.
    ended_at_ply: Optional[int]
    #: How the game ended at [`JudgeReport::ended_at_ply`]: checkmate, stalemate, repetition (the
    #: position then had occurred [`JudgeOptions::fold`](super::JudgeOptions::fold) times), the
    #: move limit or a dead position; `null` while it goes on.
    ended_status: Optional["GameStatus"]
    #: The judged cycle, if any.
    cycle: Optional["Cycle"]
    #: How many times the final position has occurred.
    occurrences: int
    #: The verdict on the cycle.
    verdict: "Verdict"
    #: Who violates (the sides' `violates`).
    violations: "Violations"
    #: Each side's pattern, fault, pieces and articles: the reasons of the verdict as data.
    sides: "Sides"
    #: What each side does in the cycle, in words.
    summary: "Summary"
    #: The moves.
    moves: List["MoveReport"]
    #: Every article the verdict rests on (the sides' and the principle applied), with texts.
    articles: List["Article"]
    #: Why, in words.
    explanation: "Text"
    #: Whether a mate-threat search hit its node limit on some move of the cycle.
    search_truncated: bool

    _fields = {
        'rules': ('rules', None),
        'final_fen': ('finalFen', None),
        'status': ('status', None),
        'result': ('result', None),
        'ended_at_ply': ('endedAtPly', None),
        'ended_status': ('endedStatus', None),
        'cycle': ('cycle', 'Cycle'),
        'occurrences': ('occurrences', None),
        'verdict': ('verdict', None),
        'violations': ('violations', 'Violations'),
        'sides': ('sides', 'Sides'),
        'summary': ('summary', 'Summary'),
        'moves': ('moves', 'MoveReport[]'),
        'articles': ('articles', 'Article[]'),
        'explanation': ('explanation', 'Text'),
        'search_truncated': ('searchTruncated', None),
    }


class Cycle(Report):
    """The moves `[from_ply, to_ply]` (1-based, inclusive) of the judged cycle."""

    #: First ply of the cycle.
    from_ply: int
    #: Last ply of the cycle.
    to_ply: int

    _fields = {
        'from_ply': ('fromPly', None),
        'to_ply': ('toPly', None),
    }


class Violations(Report):
    """Which sides are at fault."""

    #: Red is at fault.
    red: bool
    #: Black is at fault.
    black: bool

    _fields = {
        'red': ('red', None),
        'black': ('black', None),
    }


class Sides(Report):
    """Both sides' parts."""

    #: Red.
    red: "SideReport"
    #: Black.
    black: "SideReport"

    _fields = {
        'red': ('red', 'SideReport'),
        'black': ('black', 'SideReport'),
    }


class SideReport(Report):
    """One side's part of the decision."""

    #: What the side does over the cycle.
    pattern: "Pattern"
    #: Whether the side is at fault.
    violates: bool
    #: The pieces involved (checkers; chasers and their targets).
    pieces: List["InvolvedPiece"]
    #: The articles that classify (allow or forbid) what the side does.
    articles: List["ArticleId"]

    _fields = {
        'pattern': ('pattern', None),
        'violates': ('violates', None),
        'pieces': ('pieces', 'InvolvedPiece[]'),
        'articles': ('articles', None),
    }


class InvolvedPiece(Report):
    """A piece involved in a side's pattern, on its square in the judged (final) position: the judge
    follows each piece through the moves after the one that involved it. (A cycle judged from
    hand-written entries, which have no positions, gives the square of its first involvement.)"""

    #: Its part.
    part: "Part"
    #: The piece (FEN letter).
    piece: str
    #: Its square (ICCS).
    square: str

    _fields = {
        'part': ('part', None),
        'piece': ('piece', None),
        'square': ('square', None),
    }


class Article(Report):
    """An article with its text, as a report lists the articles applied."""

    #: The id (as in a side report's `articles`).
    id: "ArticleId"
    #: The id as printed, e.g. `细则6`.
    title: str
    #: The article as printed.
    zh: str
    #: English translation.
    en: str

    _fields = {
        'id': ('id', None),
        'title': ('title', None),
        'zh': ('zh', None),
        'en': ('en', None),
    }


class Summary(Report):
    """Per-side summaries in words."""

    #: Red's moves in the cycle.
    red: "Text"
    #: Black's moves in the cycle.
    black: "Text"

    _fields = {
        'red': ('red', 'Text'),
        'black': ('black', 'Text'),
    }


class Text(Report):
    """A text in Chinese and English."""

    #: Chinese.
    zh: str
    #: English.
    en: str

    _fields = {
        'zh': ('zh', None),
        'en': ('en', None),
    }


class MoveReport(Report):
    """One move of the game in the report."""

    #: 1-based ply.
    ply: int
    #: ICCS.
    move: str
    #: The mover.
    side: "Color"
    #: Chinese notation.
    chinese: str
    #: WXF notation.
    wxf: str
    #: Whether the move is part of the judged cycle.
    in_cycle: bool
    #: Labels (empty when the move was not classified: only the last `MAX_CLASSIFIED` (256) moves
    #: and those of the judged cycle are).
    labels: List["Label"]
    #: For a check: the checking pieces (target: the general).
    checks: List["Attack"]
    #: For a chase: every chaser/target pair.
    chases: List["Attack"]
    #: New attacks the move makes that the rules do not count as chases: on a piece with a true
    #: root (`protected`), or on a soldier that has not crossed the river — what a referee asks
    #: about when a move "attacks" but is not labelled 捉.
    attacks: List["Attack"]
    #: Whether the mover could not have changed: every other legal move is an attack itself
    #: (将, 杀, 捉, 抽: no change of pattern) or would have lost (mated by consecutive checks, or
    #: more material; a fleeing piece's other squares searched a few plies deep). Computed only
    #: under the 1965 Chinese rules (`chinese1965`), whose 无法变着 excuses need it; `false`
    #: otherwise.
    forced: bool
    #: For a mate threat (杀): the mate it threatens, were the opponent to pass — the mover's
    #: checks and the opponent's replies alternately, ending with the mating check (a shortest
    #: mate, the replies resisting longest). Empty for other moves.
    mate_line: List["LineMove"]
    #: For a threat to win material by check (要抽吃) found by search: the line and its balance
    #: (`null` for other moves).
    capture_line: Optional["CaptureLine"]
    #: The labels in words.
    text: "Text"
    #: Whether the mate-threat search for this move hit its node limit.
    search_truncated: bool

    _fields = {
        'ply': ('ply', None),
        'move': ('move', None),
        'side': ('side', None),
        'chinese': ('chinese', None),
        'wxf': ('wxf', None),
        'in_cycle': ('inCycle', None),
        'labels': ('labels', None),
        'checks': ('checks', 'Attack[]'),
        'chases': ('chases', 'Attack[]'),
        'attacks': ('attacks', 'Attack[]'),
        'forced': ('forced', None),
        'mate_line': ('mateLine', 'LineMove[]'),
        'capture_line': ('captureLine', 'CaptureLine'),
        'text': ('text', 'Text'),
        'search_truncated': ('searchTruncated', None),
    }


class LineMove(Report):
    """One move of a line that is not played (the mate line of a mate threat), with what a UI
    needs to draw and name it."""

    #: ICCS.
    move: str
    #: Where the piece moves from (ICCS).
    from_: str
    #: Where it moves to (ICCS).
    to: str
    #: The piece moved (FEN letter).
    piece: str
    #: The piece captured (FEN letter), if any.
    captured: Optional[str]
    #: Whether the move gives check (every move of the mover's in a mate line does).
    check: bool
    #: Chinese notation.
    chinese: str
    #: WXF notation.
    wxf: str

    _fields = {
        'move': ('move', None),
        'from_': ('from', None),
        'to': ('to', None),
        'piece': ('piece', None),
        'captured': ('captured', None),
        'check': ('check', None),
        'chinese': ('chinese', None),
        'wxf': ('wxf', None),
    }


class CaptureLine(Report):
    """A threat's line of checks and captures (要抽吃) with its balance: the pieces the mover's
    moves take and the pieces the opponent's replies take, as FEN letters."""

    #: The mover's checks and the replies (those that leave the mover least), then the capture
    #: that wins, and the recapture when the piece taken is protected.
    moves: List["LineMove"]
    #: The pieces the line wins (taken by the mover's moves).
    won: List[str]
    #: The pieces it gives up (taken by the replies).
    lost: List[str]

    _fields = {
        'moves': ('moves', 'LineMove[]'),
        'won': ('won', None),
        'lost': ('lost', None),
    }


class Attack(Report):
    """A piece attacking another: for a check the target is the general, for a chase the chased piece.

    Squares are ICCS names (`"h7"`), pieces FEN letters (`"R"` red chariot, `"c"` black cannon)."""

    #: Where the attacker stands.
    chaser: str
    #: The attacker.
    chaser_piece: str
    #: Where the target stands.
    target: str
    #: The target.
    target_piece: str
    #: Whether the target has a true root against this capture: a chase of a protected piece
    #: (a horse or cannon chasing a car, 总纲6) or an attack that is no chase. Always `false`
    #: for a check and for an uncrossed soldier.
    protected: bool

    _fields = {
        'chaser': ('chaser', None),
        'chaser_piece': ('chaserPiece', None),
        'target': ('target', None),
        'target_piece': ('targetPiece', None),
        'protected': ('protected', None),
    }


class Preview(Report):
    """What a move would do, without playing it (`preview`)."""

    #: The move's report (labels, pieces, notations) as `play` would return it.
    move: "MoveReport"
    #: How many times the resulting position would have occurred, counting that one.
    occurrences: int
    #: Whether the move completes a repetition that the rules forbid the mover to keep up
    #: (the judged cycle's verdict: the mover must change).
    forbidden: bool
    #: Whether the move, not forbidden itself, lets the opponent complete a repetition that the
    #: mover must change: the mover's last chance to change is this move (`reply` says which
    #: reply, `replyStatus` what follows it).
    forbidden_after_reply: bool
    #: The opponent's reply that would complete it (ICCS), or `null`: of the replies that do,
    #: the first (in legal-move order) that ends the game, else the first.
    reply: Optional[str]
    #: The game as it would stand after the move and `reply` (as `status`; `null` without a
    #: reply).
    reply_status: Optional["JudgeReport"]
    #: The game as it would stand after the move (without the per-move list): its status, the
    #: result if it ends the game, the judged cycle, the verdict and its explanation.
    status: "JudgeReport"

    _fields = {
        'move': ('move', 'MoveReport'),
        'occurrences': ('occurrences', None),
        'forbidden': ('forbidden', None),
        'forbidden_after_reply': ('forbiddenAfterReply', None),
        'reply': ('reply', None),
        'reply_status': ('replyStatus', 'JudgeReport'),
        'status': ('status', 'JudgeReport'),
    }


class ForbiddenMove(Report):
    """One legal move that would complete a forbidden repetition (`forbidden_moves`, JS
    `forbiddenMoves`): itself (`reply` is `null`), or on the opponent's reply (`reply`)."""

    #: The move (ICCS).
    move: str
    #: `null`: the move itself completes the repetition. A move (ICCS): the move is not
    #: forbidden itself, but this reply of the opponent's would complete a repetition that the
    #: mover must change (the mover's last chance to change is now); of the replies that do,
    #: the first (in legal-move order) that ends the game, else the first. `occurrences`,
    #: `endsGame` and `status` then tell what follows the reply.
    reply: Optional[str]
    #: How many times the resulting position would have occurred (after the reply, if any).
    occurrences: int
    #: Whether the move (or the reply) would end the game (a loss for the mover, at the fold).
    ends_game: bool
    #: The verdict and explanation that would follow (as in a preview's `status`; after the
    #: reply, if any).
    status: "JudgeReport"

    _fields = {
        'move': ('move', None),
        'reply': ('reply', None),
        'occurrences': ('occurrences', None),
        'ends_game': ('endsGame', None),
        'status': ('status', 'JudgeReport'),
    }


class GameEnd(Report):
    """How a game ended (`outcome`)."""

    #: Checkmate, stalemate, repetition, the move limit or a dead position.
    status: "GameStatus"
    #: Who won, or a draw.
    result: "GameResult"

    _fields = {
        'status': ('status', None),
        'result': ('result', None),
    }


class StepView(Report):
    """Everything a board shows for one step of a game, in one answer ([`Game::step`] after a move,
    [`Game::view`] for the current state; JS `Game.step`): the position, the last move and its
    reasons, check, the status and outcome, the forbidden moves and the legal destinations."""

    #: The moves played.
    ply: int
    #: The current position's FEN.
    fen: str
    #: The side to move.
    turn: "Color"
    #: Square (ICCS name) → FEN letter, Red upper case (`{"e0": "K", …}`), as `placement`.
    pieces: Dict[str, str]
    #: The square of the general in check, or `null`.
    check: Optional[str]
    #: The last move's report as `play` returned it (labels, reasons in words, pieces,
    #: notations), or `null` at the start.
    last_move: Optional["MoveReport"]
    #: The game judged so far, as `status` without the moves of the cycle.
    status: "JudgeReport"
    #: How the game ended (as `outcome`), or `null` while it goes on.
    outcome: Optional["GameEnd"]
    #: The forbidden moves now, as `forbiddenMoves` lists them (also those whose loss comes on
    #: the opponent's reply; `[]` when the game is over).
    forbidden: List["ForbiddenMove"]
    #: The legal moves grouped by from-square (ICCS names; `{}` when the game is over), as
    #: `dests`.
    dests: Dict[str, List[str]]

    _fields = {
        'ply': ('ply', None),
        'fen': ('fen', None),
        'turn': ('turn', None),
        'pieces': ('pieces', None),
        'check': ('check', None),
        'last_move': ('lastMove', 'MoveReport'),
        'status': ('status', 'JudgeReport'),
        'outcome': ('outcome', 'GameEnd'),
        'forbidden': ('forbidden', 'ForbiddenMove[]'),
        'dests': ('dests', None),
    }


class RecordGames(Report):
    """The games of one record file. JSON: `{format, encoding, games: [...]}` (see [`GameRecord`]'s
    serde shape: `{tags, fen, moves, result, tree, error?}`)."""

    #: The format read.
    format: "RecordFormat"
    #: The text encoding: of the text, or of an XQF file's text fields (GBK or Big5); `None`,
    #: JSON `null`, for ChessBridge (UTF-16 by definition).
    encoding: Optional["TextEncoding"]
    #: The games, in file order.
    games: List["RecordGame"]

    _fields = {
        'format': ('format', None),
        'encoding': ('encoding', None),
        'games': ('games', 'RecordGame[]'),
    }


class RecordGame(Report):
    """A game of a record: the JSON shape of [`GameRecord`] (TypeScript `RecordGame`). Written in
    full; read back with every field optional (a missing `Option` field is `None`)."""

    #: Header tags, camelCase keys (`event`, `date`, `site`, `red`, `black`, `redTeam`, …).
    tags: Dict[str, str]
    #: The start position (FEN; the standard start when absent).
    fen: str
    #: The mainline in ICCS.
    moves: List[str]
    #: The result the record states, if any.
    result: Optional[Literal["1-0", "0-1", "1/2-1/2", "*"]]
    #: Mainline, variations and comments.
    tree: "RecordTree"
    #: Set when the game was cut short: everything before the bad part is kept (output only).
    error: Optional["RecordErrorInfo"]

    _fields = {
        'tags': ('tags', None),
        'fen': ('fen', None),
        'moves': ('moves', None),
        'result': ('result', None),
        'tree': ('tree', 'RecordTree'),
        'error': ('error', 'RecordErrorInfo'),
    }


class RecordTree(Report):
    """A game's move tree (TypeScript `RecordTree`): the nodes, the root (the start position) first."""

    #: The nodes; `children` are indices into it.
    nodes: List["RecordNode"]

    _fields = {
        'nodes': ('nodes', 'RecordNode[]'),
    }


class RecordNode(Report):
    """One node of a game's move tree (TypeScript `RecordNode`): the root (index 0, no move) is
    the start position."""

    #: ICCS; `null` for the root.
    move: Optional[str]
    #: Moves from the start position to this node (output only: replaying the moves gives it).
    ply: int
    #: The comment after the move (the root's: before the first move).
    comment: Optional[str]
    #: Indices of the child nodes, the continuation first, then the variations.
    children: Optional[List[int]]

    _fields = {
        'move': ('move', None),
        'ply': ('ply', None),
        'comment': ('comment', None),
        'children': ('children', None),
    }


class RecordErrorInfo(Report):
    """The JSON shape of a [`RecordError`] (TypeScript `RecordErrorInfo`): a `XiangqiError`'s fields."""

    #: The stable code.
    code: Literal["ERR_RECORD_FORMAT", "ERR_RECORD_ENCODING", "ERR_RECORD_MOVE", "ERR_RECORD_LIMIT"]
    #: What went wrong, in English.
    message: str
    #: The game's index in the record.
    game: Optional[int]
    #: The 1-based line.
    line: Optional[int]
    #: The byte offset.
    offset: Optional[int]
    #: The ply of the bad move.
    ply: Optional[int]
    #: The bad move as written.
    text: Optional[str]
    #: What went wrong, as data.
    details: "RecordErrorDetails"

    _fields = {
        'code': ('code', None),
        'message': ('message', None),
        'game': ('game', None),
        'line': ('line', None),
        'offset': ('offset', None),
        'ply': ('ply', None),
        'text': ('text', None),
        'details': ('details', None),
    }


CLASSES: Dict[str, type] = {
    'Article': Article,
    'Attack': Attack,
    'CaptureLine': CaptureLine,
    'Cycle': Cycle,
    'ForbiddenMove': ForbiddenMove,
    'GameEnd': GameEnd,
    'InvolvedPiece': InvolvedPiece,
    'JudgeReport': JudgeReport,
    'LineMove': LineMove,
    'MoveReport': MoveReport,
    'Preview': Preview,
    'RecordErrorInfo': RecordErrorInfo,
    'RecordGame': RecordGame,
    'RecordGames': RecordGames,
    'RecordNode': RecordNode,
    'RecordTree': RecordTree,
    'SideReport': SideReport,
    'Sides': Sides,
    'StepView': StepView,
    'Summary': Summary,
    'Text': Text,
    'Violations': Violations,
}
# --- end of generated report types ---

__all__ += sorted(CLASSES)  # noqa: F405
