//! The lexer: source text to preprocessing tokens.
//!
//! Tokens are preprocessing tokens in the C sense: numbers are kept as pp-numbers (the parser
//! classifies them) and keywords are identifiers (the parser knows which names are reserved in
//! which context). Trigraphs (where the dialect has them) are replaced and line splices (`\`
//! newline) removed before tokens are formed, and every token keeps the location of its first
//! character in the original text.

use crate::diag::Diagnostics;
use crate::source::{FileId, Loc, SourceMap};
use std::cell::Cell;
use std::rc::Rc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    Ident,
    /// A pp-number: `12`, `0x1fu`, `1.5e-3f`, `1e+`.
    Number,
    /// A character literal with its prefix and quotes: `'a'`, `L'\n'`.
    Char,
    /// A string literal with its prefix and quotes: `"x"`, `u8"y"`, `R"(z)"`.
    Str,
    Punct,
    /// A `#pragma` line the preprocessor keeps for the parser (`#pragma unroll 4`); the text is
    /// everything after `pragma`.
    Pragma,
    /// A character no other token begins with (`` ` ``, `@`), or a quote that no closing one
    /// follows on its line (with the rest of the line): a preprocessing token all the same,
    /// which a skipped group or `#` may hold; what reaches the parser is reported (see
    /// `preprocess::report_other_tokens`).
    Other,
    Eof,
    /// Only inside the preprocessor, never in its output: where the replacement of the macro
    /// the text names ends, so that the macro may be replaced again after it.
    ExpansionEnd,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub kind: TokenKind,
    pub text: Rc<str>,
    pub loc: Loc,
    /// Whitespace (or a comment) came before this token on its line.
    pub space_before: bool,
    /// This token is the first of its line.
    pub line_start: bool,
    /// A punctuator written as a digraph (`<:` for `[`): `#` keeps that spelling, as C and C++
    /// require of a stringized argument.
    pub digraph: bool,
    /// A macro's name read while that macro was being replaced: it is never replaced, however
    /// it is read again. Always false outside the preprocessor.
    pub painted: bool,
}

impl Token {
    pub fn new(kind: TokenKind, text: impl Into<Rc<str>>, loc: Loc) -> Self {
        Token {
            kind,
            text: text.into(),
            loc,
            space_before: false,
            line_start: false,
            digraph: false,
            painted: false,
        }
    }

    /// The token as the source wrote it: a digraph's own spelling, not the punctuator's.
    pub fn spelling(&self) -> &str {
        match (self.digraph, &*self.text) {
            (true, "[") => "<:",
            (true, "]") => ":>",
            (true, "{") => "<%",
            (true, "}") => "%>",
            (true, "#") => "%:",
            (true, "##") => "%:%:",
            (_, text) => text,
        }
    }

    pub fn is(&self, s: &str) -> bool {
        matches!(self.kind, TokenKind::Ident | TokenKind::Punct) && &*self.text == s
    }

    pub fn is_ident(&self) -> bool {
        self.kind == TokenKind::Ident
    }

    pub fn is_eof(&self) -> bool {
        self.kind == TokenKind::Eof
    }
}

/// The length of the punctuator at `i`, if one starts there: the longest that matches, as C
/// lexes (`a<<=b` is `a`, `<<=`, `b`).
fn punctuator_len(bytes: &[u8], i: usize) -> Option<usize> {
    let at = |k: usize| bytes.get(i + k).copied().unwrap_or(0);
    let (c0, c1, c2) = (at(0), at(1), at(2));
    Some(match (c0, c1) {
        (b'<', b'<') | (b'>', b'>') => 2 + usize::from(c2 == b'='),
        (b'<', b'=') => 2 + usize::from(c2 == b'>'),
        (b'-', b'>') => 2 + usize::from(c2 == b'*'),
        (b'.', b'.') if c2 == b'.' => 3,
        (b'#', b'#')
        | (b':', b':')
        | (b'+', b'+')
        | (b'-', b'-')
        | (b'&', b'&')
        | (b'|', b'|')
        | (b'.', b'*') => 2,
        (b'>' | b'=' | b'!' | b'+' | b'-' | b'*' | b'/' | b'%' | b'&' | b'|' | b'^', b'=') => 2,
        (
            b'#' | b'(' | b')' | b'[' | b']' | b'{' | b'}' | b';' | b',' | b'.' | b'?' | b':'
            | b'+' | b'-' | b'*' | b'/' | b'%' | b'&' | b'|' | b'^' | b'~' | b'!' | b'=' | b'<'
            | b'>' | b'@' | b'$' | b'\\',
            _,
        ) => 1,
        _ => return None,
    })
}

/// The digraph at `i`, if one starts there, as the punctuator it spells and its length
/// (`<:` is `[`, `%:%:` is `##`). `<::` not followed by `:` or `>` is `<` then `::`, as C++
/// lexes it (`vector<::T>`).
pub fn digraph(bytes: &[u8], i: usize) -> Option<(&'static str, usize)> {
    let at = |k: usize| bytes.get(i + k).copied().unwrap_or(0);
    Some(match (at(0), at(1)) {
        (b'<', b':') if at(2) == b':' && !matches!(at(3), b':' | b'>') => return None,
        (b'<', b':') => ("[", 2),
        (b':', b'>') => ("]", 2),
        (b'<', b'%') => ("{", 2),
        (b'%', b'>') => ("}", 2),
        (b'%', b':') if at(2) == b'%' && at(3) == b':' => ("##", 4),
        (b'%', b':') => ("#", 2),
        _ => return None,
    })
}

/// The text with splices removed, and where each byte came from.
struct Spliced<'a> {
    /// Borrowed when the text has no splice, which is the usual case. Still UTF-8: a splice
    /// is ASCII, and cutting it out leaves every other character whole.
    text: std::borrow::Cow<'a, str>,
    /// Runs of bytes whose columns go up by one per byte, in order: a run starts at the start
    /// of the text, of each line and after each splice (columns count bytes).
    runs: Runs<'a>,
    /// The run of the last position asked for.
    cursor: Cell<usize>,
}

#[derive(Clone, Copy)]
struct Run {
    start: usize,
    line: u32,
    col: u32,
}

enum Runs<'a> {
    /// A text without splices: a run per line, from the line starts the source map keeps.
    Lines(&'a [usize]),
    /// A text whose splices were cut out: runs after them too.
    Spliced(Vec<Run>),
}

impl Runs<'_> {
    fn len(&self) -> usize {
        match self {
            Runs::Lines(starts) => starts.len(),
            Runs::Spliced(runs) => runs.len(),
        }
    }

    #[inline(always)]
    fn start(&self, k: usize) -> usize {
        match self {
            Runs::Lines(starts) => starts[k],
            Runs::Spliced(runs) => runs[k].start,
        }
    }

    fn get(&self, k: usize) -> Run {
        match self {
            Runs::Lines(starts) => Run {
                start: starts[k],
                line: k as u32 + 1,
                col: 1,
            },
            Runs::Spliced(runs) => runs[k],
        }
    }

    /// The first run that starts after byte `i`.
    fn first_after(&self, i: usize) -> usize {
        match self {
            Runs::Lines(starts) => starts.partition_point(|&s| s <= i),
            Runs::Spliced(runs) => runs.partition_point(|r| r.start <= i),
        }
    }
}

impl Spliced<'_> {
    /// Line and column of byte `i`; one past the last byte for `i` at the end.
    #[inline(always)]
    fn pos(&self, i: usize) -> (u32, u32) {
        if i >= self.text.len() {
            return self.end_pos();
        }
        // Tokens ask in order: step forward from the last answer, search only when going back.
        let runs = &self.runs;
        let mut k = self.cursor.get();
        if runs.start(k) > i {
            k = runs.first_after(i) - 1;
        }
        while k + 1 < runs.len() && runs.start(k + 1) <= i {
            k += 1;
        }
        self.cursor.set(k);
        let r = runs.get(k);
        (r.line, r.col + (i - r.start) as u32)
    }

    /// Line and column just past the last byte.
    #[cold]
    fn end_pos(&self) -> (u32, u32) {
        match self.text.len() {
            0 => (1, 1),
            n => {
                let (line, col) = self.pos(n - 1);
                (line, col + 1)
            }
        }
    }

    /// The source text (`original`, whose lines start at `line_starts`) that bytes `from..to`
    /// of the spliced text came from, splices included.
    fn original(
        &self,
        original: &str,
        line_starts: &[usize],
        from: usize,
        to: usize,
    ) -> Option<Rc<str>> {
        let offset = |(line, col): (u32, u32)| {
            line_starts
                .get(line as usize - 1)
                .map(|s| s + col as usize - 1)
        };
        let (a, b) = (offset(self.pos(from))?, offset(self.pos(to - 1))? + 1);
        original.get(a..b).map(Rc::from)
    }

    /// The character starting at byte `i`, or U+FFFD where no character starts there.
    fn char_at(&self, i: usize) -> char {
        self.text
            .get(i..)
            .and_then(|s| s.chars().next())
            .unwrap_or('\u{FFFD}')
    }
}

/// The character a trigraph (`??=` and the eight others) stands for.
fn trigraph(third: u8) -> Option<u8> {
    Some(match third {
        b'=' => b'#',
        b'/' => b'\\',
        b'\'' => b'^',
        b'(' => b'[',
        b')' => b']',
        b'!' => b'|',
        b'<' => b'{',
        b'>' => b'}',
        b'-' => b'~',
        _ => return None,
    })
}

/// `text` (whose lines start at `line_starts`) with its splices cut out and, where `trigraphs`
/// is set (C++ before C++17 in the ISO dialect), its trigraphs replaced first.
fn splice<'a>(text: &'a str, line_starts: &'a [usize], trigraphs: bool) -> Spliced<'a> {
    let src = text.as_bytes();
    let trigraph_at = |i: usize| -> Option<u8> {
        if !trigraphs || src.get(i + 1) != Some(&b'?') {
            return None;
        }
        trigraph(*src.get(i + 2)?)
    };
    // A backslash followed by optional spaces and a newline joins the lines.
    let splice_len = |i: usize| -> Option<usize> {
        let mut j = i + 1;
        while matches!(src.get(j), Some(b' ' | b'\t' | b'\r')) {
            j += 1;
        }
        (src.get(j) == Some(&b'\n')).then_some(j + 1 - i)
    };
    if !positions_of(text, '\\').any(|i| splice_len(i).is_some())
        && !positions_of(text, '?').any(|i| trigraph_at(i).is_some())
    {
        return Spliced {
            text: std::borrow::Cow::Borrowed(text),
            runs: Runs::Lines(line_starts),
            cursor: Cell::new(0),
        };
    }
    let mut runs = vec![Run {
        start: 0,
        line: 1,
        col: 1,
    }];
    let mut line = 1u32;
    let mut line_start = 0;
    let mut bytes = Vec::with_capacity(src.len());
    let mut i = 0;
    while i < src.len() {
        let b = src[i];
        // `??/` is a backslash, so it splices lines as one does.
        let (b, len) = match (b, trigraph_at(i)) {
            (b'?', Some(t)) => (t, 3),
            _ => (b, 1),
        };
        if b == b'\\' {
            if let Some(n) = splice_len(i + len - 1) {
                i += len - 1 + n;
                line += 1;
                line_start = i;
                runs.push(Run {
                    start: bytes.len(),
                    line,
                    col: 1,
                });
                continue;
            }
        }
        bytes.push(b);
        i += len;
        if b == b'\n' {
            line += 1;
            line_start = i;
            runs.push(Run {
                start: bytes.len(),
                line,
                col: 1,
            });
        } else if len > 1 {
            // The bytes after a trigraph are two columns further on than their offsets say.
            runs.push(Run {
                start: bytes.len(),
                line,
                col: (i - line_start) as u32 + 1,
            });
        }
    }
    let text = String::from_utf8(bytes)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    Spliced {
        text: std::borrow::Cow::Owned(text),
        runs: Runs::Spliced(runs),
        cursor: Cell::new(0),
    }
}

/// The positions of the ASCII character `c` in `text`, in order, found with the library's
/// word-at-a-time search: a file's bytes are mostly not the one sought.
fn positions_of(text: &str, c: char) -> impl Iterator<Item = usize> + '_ {
    let mut from = 0;
    std::iter::from_fn(move || {
        let at = from + text.get(from..)?.find(c)?;
        from = at + 1;
        Some(at)
    })
}

/// Horizontal white space (a newline ends a line and is handled apart).
fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\x0c' | b'\x0b')
}

/// As GCC reads identifiers: `$` is one's character, and so is a character outside ASCII that
/// is not white space, a control character or a byte order mark (C++11's ranges for identifiers
/// hold nearly all of them).
fn is_ident_start(c: char) -> bool {
    let other = !c.is_ascii() && !c.is_whitespace() && !c.is_control() && c != '\u{FEFF}';
    c.is_ascii_alphabetic() || c == '_' || c == '$' || other
}

fn is_ident_continue(c: char) -> bool {
    is_ident_start(c) || c.is_ascii_digit()
}

/// A universal character name at `i` (`\u00e8`, `\U000000e8`) that names a character an
/// identifier may hold, with its length: the identifier is the one spelled with the character
/// itself, as C++ makes them.
fn identifier_ucn(bytes: &[u8], i: usize) -> Option<(char, usize)> {
    let digits = match bytes.get(i..i + 2)? {
        b"\\u" => 4,
        b"\\U" => 8,
        _ => return None,
    };
    let hex = std::str::from_utf8(bytes.get(i + 2..i + 2 + digits)?).ok()?;
    let c = char::from_u32(u32::from_str_radix(hex, 16).ok()?)?;
    (!c.is_ascii() && is_ident_continue(c)).then_some((c, 2 + digits))
}

/// An identifier's spelling with its universal character names replaced by their characters.
fn identifier_with_ucns_decoded(spelled: &str) -> String {
    let bytes = spelled.as_bytes();
    let mut out = String::with_capacity(spelled.len());
    let mut i = 0;
    while i < bytes.len() {
        match identifier_ucn(bytes, i) {
            Some((c, len)) => {
                out.push(c);
                i += len;
            }
            None => {
                let c = spelled[i..].chars().next().unwrap_or('\u{FFFD}');
                out.push(c);
                i += c.len_utf8();
            }
        }
    }
    out
}

/// Tokenizes one file. Errors (an unterminated comment or raw string, invalid UTF-8) are
/// reported and lexing goes on, so the result always ends with an `Eof` token; a stray
/// character or an unterminated quote is a [`TokenKind::Other`] token, reported only where it
/// reaches the parser.
pub fn tokenize(sm: &SourceMap, file: FileId, diags: &mut Diagnostics) -> Vec<Token> {
    tokenize_dialect(sm, file, diags, false)
}

/// [`tokenize`] with trigraphs replaced where `trigraphs` is set: C++ before C++17 in the ISO
/// dialect (`-std=c++14`), as the host compiler's and nvcc's device pass read it.
pub fn tokenize_dialect(
    sm: &SourceMap,
    file: FileId,
    diags: &mut Diagnostics,
    trigraphs: bool,
) -> Vec<Token> {
    let source = sm.file(file);
    let spliced = splice(&source.text, source.line_starts(), trigraphs);
    let text: &str = &spliced.text;
    let bytes: &[u8] = text.as_bytes();
    let loc_at = |i: usize| {
        let (line, col) = spliced.pos(i);
        Loc { file, line, col }
    };
    let mut spellings = sm.spellings();
    let mut text_of = |a: usize, b: usize| -> Rc<str> {
        // Tokens start and end at character boundaries, so the slice is always there.
        spellings.get(spliced.text.get(a..b).unwrap_or("\u{FFFD}"))
    };
    // The character at `i` when it is not ASCII, with its length in bytes.
    let wide = |i: usize| {
        let c = spliced.char_at(i);
        (c, c.len_utf8())
    };
    // Dense code has a token every three or four bytes; growing the vector copies it.
    let mut toks = Vec::with_capacity(bytes.len() / 3 + 1);
    // A byte order mark that starts the file is no character of it, as compilers read it.
    let mut i = match bytes.starts_with("\u{FEFF}".as_bytes()) {
        true => 3,
        false => 0,
    };
    let mut line_start = true;
    let mut space = false;
    let n = bytes.len();
    while i < n {
        let c = bytes[i];
        if c == b'\n' {
            i += 1;
            line_start = true;
            space = false;
            continue;
        }
        if is_blank(c) {
            i += 1;
            while i < n && is_blank(bytes[i]) {
                i += 1;
            }
            space = true;
            continue;
        }
        if c == b'/' && bytes.get(i + 1) == Some(&b'/') {
            i = positions_of(&text[i..], '\n').next().map_or(n, |at| i + at);
            space = true;
            continue;
        }
        if c == b'/' && bytes.get(i + 1) == Some(&b'*') {
            let body = &text[i + 2..];
            match positions_of(body, '*').find(|&at| body.as_bytes().get(at + 1) == Some(&b'/')) {
                Some(at) => i += 2 + at + 2,
                None => {
                    diags.error(loc_at(i), "unterminated comment");
                    i = n;
                }
            }
            space = true;
            continue;
        }
        let start = i;
        let mut kind;
        // The punctuator a digraph spells, which the token is.
        let mut spelled = None;
        // The text where it is not the source's: a raw string's as written, splices kept (they
        // are undone within one); an identifier's with its universal character names decoded.
        let mut written: Option<Rc<str>> = None;
        let ident_start = |i: usize| match bytes[i] {
            b'\\' => identifier_ucn(bytes, i).is_some_and(|(c, _)| is_ident_start(c)),
            b if b.is_ascii() => is_ident_start(b as char),
            _ => is_ident_start(wide(i).0),
        };
        if !c.is_ascii() && wide(i).0 == '\u{FFFD}' {
            diags.error(loc_at(i), "invalid UTF-8 in source file");
            i += wide(i).1;
            continue;
        } else if c.is_ascii_digit()
            || (c == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            i += 1;
            while i < n {
                let d = bytes[i];
                if matches!(d, b'e' | b'E' | b'p' | b'P')
                    && matches!(bytes.get(i + 1), Some(b'+' | b'-'))
                {
                    i += 2;
                } else if d.is_ascii_alphanumeric() || d == b'.' || d == b'_' || d == b'\'' {
                    i += 1;
                } else {
                    break;
                }
            }
            kind = TokenKind::Number;
        } else if let Some(end) = literal_with_prefix(bytes, i) {
            let quote_at = end;
            kind = if bytes[quote_at] == b'\'' {
                TokenKind::Char
            } else {
                TokenKind::Str
            };
            let raw = quote_at > i && bytes[quote_at - 1] == b'R' && kind == TokenKind::Str;
            i = if raw {
                match raw_string_end(bytes, quote_at) {
                    Some(e) => {
                        if matches!(spliced.text, std::borrow::Cow::Owned(_)) {
                            written =
                                spliced.original(&source.text, source.line_starts(), start, e);
                        }
                        // A line ends in a newline whatever the file's convention: a raw
                        // string of a file with CRLF ends holds no carriage returns.
                        let as_written = written.as_deref().unwrap_or(&text[start..e]);
                        if as_written.contains("\r\n") {
                            written = Some(as_written.replace("\r\n", "\n").into());
                        }
                        e
                    }
                    None => {
                        diags.error(loc_at(start), "unterminated raw string literal");
                        n
                    }
                }
            } else {
                match quoted_end(bytes, quote_at) {
                    Some(e) => e,
                    None => {
                        kind = TokenKind::Other;
                        let mut e = quote_at + 1;
                        while e < n && bytes[e] != b'\n' {
                            e += 1;
                        }
                        e
                    }
                }
            };
        } else if ident_start(i) {
            let mut ucns = false;
            i += match identifier_ucn(bytes, i) {
                Some((_, len)) => {
                    ucns = true;
                    len
                }
                None if c.is_ascii() => 1,
                None => wide(i).1,
            };
            while i < n {
                let d = bytes[i];
                // (Most identifiers are ASCII letters, digits and `_` alone.)
                if d.is_ascii_alphanumeric() || d == b'_' {
                    i += 1;
                } else if let Some((_, len)) = identifier_ucn(bytes, i) {
                    ucns = true;
                    i += len;
                } else if d.is_ascii() {
                    if !is_ident_continue(d as char) {
                        break;
                    }
                    i += 1;
                } else {
                    let (w, len) = wide(i);
                    if !is_ident_continue(w) {
                        break;
                    }
                    i += len;
                }
            }
            kind = TokenKind::Ident;
            if ucns {
                written = Some(Rc::from(identifier_with_ucns_decoded(&text[start..i])));
            }
        } else if let Some((punctuator, len)) = digraph(bytes, i) {
            i += len;
            kind = TokenKind::Punct;
            spelled = Some(punctuator);
        } else if let Some(len) = punctuator_len(bytes, i) {
            i += len;
            kind = TokenKind::Punct;
        } else {
            i += if c.is_ascii() { 1 } else { wide(i).1 };
            kind = TokenKind::Other;
        }
        toks.push(Token {
            kind,
            text: written.unwrap_or_else(|| spelled.map_or_else(|| text_of(start, i), Rc::from)),
            loc: loc_at(start),
            space_before: space,
            line_start,
            digraph: spelled.is_some(),
            painted: false,
        });
        line_start = false;
        space = false;
    }
    let mut eof = Token::new(TokenKind::Eof, "", loc_at(n));
    eof.line_start = true;
    toks.push(eof);
    toks
}

/// If a character or string literal (with an optional `L`, `u`, `U`, `u8` and `R` prefix) starts
/// at `i`, the index of its opening quote.
fn literal_with_prefix(bytes: &[u8], i: usize) -> Option<usize> {
    if !matches!(bytes[i], b'"' | b'\'' | b'u' | b'U' | b'L' | b'R') {
        return None;
    }
    let rest = &bytes[i..];
    let prefix = [&b"u8"[..], b"u", b"U", b"L"]
        .into_iter()
        .find(|p| rest.starts_with(p))
        .map_or(0, <[u8]>::len);
    let j = i + prefix;
    if bytes.get(j) == Some(&b'R') && bytes.get(j + 1) == Some(&b'"') {
        return Some(j + 1);
    }
    match bytes.get(j) {
        Some(b'"' | b'\'') => Some(j),
        _ => None,
    }
}

/// The index just past the closing quote of the literal opened at `open`, if it closes on its line.
fn quoted_end(bytes: &[u8], open: usize) -> Option<usize> {
    let q = bytes[open];
    let mut i = open + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'\n' => return None,
            c if c == q => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

fn raw_string_end(bytes: &[u8], open: usize) -> Option<usize> {
    let mut i = open + 1;
    let mut close = vec![b')'];
    while i < bytes.len() && bytes[i] != b'(' {
        if close.len() > 17 || bytes[i] == b'\n' {
            return None;
        }
        close.push(bytes[i]);
        i += 1;
    }
    close.push(b'"');
    while i < bytes.len() {
        if bytes[i..].starts_with(&close) {
            return Some(i + close.len());
        }
        i += 1;
    }
    None
}

/// The operator C++'s alternative token `t` spells (`and` is `&&`, `not_eq` is `!=`).
pub fn alternative_operator(t: &Token) -> Option<&'static str> {
    if t.kind != TokenKind::Ident {
        return None;
    }
    Some(match &*t.text {
        "and" => "&&",
        "or" => "||",
        "not" => "!",
        "bitand" => "&",
        "bitor" => "|",
        "xor" => "^",
        "compl" => "~",
        "and_eq" => "&=",
        "or_eq" => "|=",
        "xor_eq" => "^=",
        "not_eq" => "!=",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lex(src: &str) -> (Vec<String>, Diagnostics) {
        let mut sm = SourceMap::new();
        let f = sm.add("t.cu", "t.cu", src.as_bytes());
        let mut d = Diagnostics::new();
        let toks = tokenize(&sm, f, &mut d);
        (toks.iter().map(|t| t.text.to_string()).collect(), d)
    }

    #[test]
    fn punctuators_numbers_literals() {
        let (t, d) = lex("a<<=b->c ... 1.5e-3f 0x1Fu 'x' u8\"s\\\"\" R\"x(a)\")x\"");
        assert!(!d.has_errors());
        assert_eq!(
            t,
            [
                "a",
                "<<=",
                "b",
                "->",
                "c",
                "...",
                "1.5e-3f",
                "0x1Fu",
                "'x'",
                "u8\"s\\\"\"",
                "R\"x(a)\")x\"",
                ""
            ]
        );
    }

    #[test]
    fn a_raw_string_of_crlf_lines_holds_newlines_only() {
        let (t, d) = lex("const char* s = R\"(a\r\nb)\";\r\nint x;\r\n");
        assert!(!d.has_errors());
        assert_eq!(t[5], "R\"(a\nb)\"");
        assert_eq!(t[7..], ["int", "x", ";", ""]);
    }

    #[test]
    fn a_byte_order_mark_starts_a_file_only() {
        let (t, d) = lex("\u{FEFF}int a;");
        assert!(!d.has_errors());
        assert_eq!(t, ["int", "a", ";", ""]);
        let mut sm = SourceMap::new();
        let f = sm.add("t.cu", "t.cu", "int \u{FEFF}a;".as_bytes());
        let toks = tokenize(&sm, f, &mut Diagnostics::new());
        assert_eq!(
            toks[1].kind,
            TokenKind::Other,
            "one after the start is a stray character"
        );
    }

    #[test]
    fn universal_character_names_spell_identifiers() {
        let (t, d) = lex(r"caf\u00e9 x\U000003c0y \u0041 \u00e");
        assert!(!d.has_errors());
        // (A name of an ASCII letter or an incomplete one is no part of an identifier.)
        assert_eq!(t, ["café", "xπy", "\\", "u0041", "\\", "u00e", ""]);
    }

    #[test]
    fn stray_characters_and_open_quotes_are_tokens() {
        let mut sm = SourceMap::new();
        let f = sm.add("t.cu", "t.cu", b"a`b don't\nc");
        let mut d = Diagnostics::new();
        let toks = tokenize(&sm, f, &mut d);
        assert!(!d.has_errors(), "a skipped group or `#` may hold them");
        let shown: Vec<_> = toks.iter().map(|t| (t.kind, &*t.text)).collect();
        assert_eq!(
            shown,
            [
                (TokenKind::Ident, "a"),
                (TokenKind::Other, "`"),
                (TokenKind::Ident, "b"),
                (TokenKind::Ident, "don"),
                (TokenKind::Other, "'t"),
                (TokenKind::Ident, "c"),
                (TokenKind::Eof, ""),
            ]
        );
    }

    #[test]
    fn splices_and_comments_keep_locations() {
        let mut sm = SourceMap::new();
        let f = sm.add("t.cu", "t.cu", b"int a = 1 \\\n + 2; /* c\n */ b");
        let mut d = Diagnostics::new();
        let toks = tokenize(&sm, f, &mut d);
        let b = toks.iter().find(|t| &*t.text == "b").unwrap();
        assert_eq!((b.loc.line, b.loc.col), (3, 5));
        let plus = toks.iter().find(|t| &*t.text == "+").unwrap();
        assert_eq!((plus.loc.line, plus.loc.col), (2, 2));
    }

    #[test]
    fn trigraphs_are_replaced_where_the_dialect_has_them() {
        let mut sm = SourceMap::new();
        let text = b"a??(1??) ??/\n+ b ??= ???!";
        let f = sm.add("t.cu", "t.cu", text);
        let spelled = |trigraphs| {
            let toks = tokenize_dialect(&sm, f, &mut Diagnostics::new(), trigraphs);
            toks.iter()
                .map(|t| (t.text.to_string(), t.loc.line, t.loc.col))
                .collect::<Vec<_>>()
        };
        let with = spelled(true);
        let texts: Vec<_> = with.iter().map(|(t, _, _)| t.as_str()).collect();
        assert_eq!(texts, ["a", "[", "1", "]", "+", "b", "#", "?", "|", ""]);
        // Columns are the source's: `+` after the spliced line, `b` after it.
        assert_eq!((with[2].1, with[2].2), (1, 5));
        assert_eq!((with[3].1, with[3].2), (1, 6));
        assert_eq!((with[5].1, with[5].2), (2, 3));
        assert_eq!((with[7].1, with[7].2), (2, 9));
        assert_eq!((with[8].1, with[8].2), (2, 10));
        assert!(spelled(false).iter().any(|(t, _, _)| t == "?"));
    }

    #[test]
    fn errors_do_not_stop_lexing() {
        let (t, d) = lex("a \"open\nb /* never closed");
        assert_eq!(d.error_count(), 1);
        assert!(t.contains(&"b".to_string()));
    }
}
