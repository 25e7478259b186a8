//! The toolkit's declarations that nothing names, which the parser passes over unread.
//!
//! `cuda_runtime.h` and the standard headers declare thousands of functions, types and
//! constants; a program names a few dozen. A namespace-scope declaration of a toolkit header
//! whose names no kept token spells cannot be found by any lookup, so reading it is wasted
//! work. What is kept is a closure: the program's own tokens name some declarations, whose
//! tokens name more, and so on.
//!
//! A declaration is left out only where its tokens show for certain where it ends and every
//! name it declares: a function or variable declared under one plain name, a class, an
//! enumeration (its enumerators are among its names), a `typedef`, alias or using-declaration
//! of one name, a concept. Everything else is always read: operators, qualified names,
//! specializations written with template arguments, several declarators in one declaration,
//! and every token of the program's own files. So are the names the lowering looks up where
//! the program need not spell them (`std::initializer_list` for a braced list,
//! `__ferrocuda_vprintf` for `printf`).
//!
//! This pass reads the tokens on its own, before the parser: should the parser not meet a
//! declaration left out where this pass found one (its own error recovery can skip past it),
//! the names that declaration spells may be needed, and [`parse`] reads everything again.

use super::*;

/// Names the lowering looks up without the program spelling them (see the module comment).
const IMPLICITLY_NAMED: &[&str] = &[
    "initializer_list",
    "common_comparison_category_t",
    "__fc_synth_three_way",
    "strong_ordering",
    "weak_ordering",
    "partial_ordering",
    "tuple_size",
    "tuple_element",
    "get",
    "begin",
    "end",
    "type_info",
    "printf",
    "vprintf",
    "malloc",
    "free",
    "memset",
    "memcpy",
    "size_t",
    "ssize_t",
    "ptrdiff_t",
    "intptr_t",
    "uintptr_t",
    "nullptr_t",
    // GNU's `typeof(e)` reads as `__fc_typeof_t<decltype(e)>::type`.
    "__fc_typeof_t",
    // The host pass names an extended lambda's array capture's type (so its kernel
    // instances do), not the device pass's tokens.
    "__fc_array",
    "dim3",
    "uint3",
    "__half",
    "__half2",
    "__nv_bfloat16",
    "__nv_bfloat162",
    "__hadd",
    "__hadd2",
    "__hsub",
    "__hsub2",
    "__hmul",
    "__hmul2",
    "__hfma",
    "__hfma2",
    "__assertfail",
    "__assert_fail",
    "__ferrocuda_assert_fail",
    "__ferrocuda_vprintf",
    // What `--use_fast_math` makes of `sinf`, `sqrtf`, ...
    "__sinf",
    "__cosf",
    "__tanf",
    "__sincosf",
    "__expf",
    "__exp10f",
    "__logf",
    "__log2f",
    "__log10f",
    "__powf",
    "__ferrocuda_sqrt_approx",
    "__ferrocuda_tanh_approx",
];

/// Words that take a parenthesized operand among a declaration's specifiers: attributes (see
/// [`Parser::attributes`]) and types computed from an operand (`decltype(x) f()`).
const OPERAND_WORDS: &[&str] = &[
    "__attribute__",
    "__declspec",
    "alignas",
    "__launch_bounds__",
    "__cluster_dims__",
    "__maxnreg__",
    "decltype",
    "typeof",
    "__typeof__",
    "__typeof",
    UNDERLYING_TYPE,
];

/// The words that declare a class or an enumeration.
const TAG_WORDS: &[&str] = &["struct", "class", "union", "enum"];

/// A declaration that may be left out: its tokens and the names it declares.
struct Candidate<'t> {
    start: usize,
    end: usize,
    names: Vec<&'t str>,
}

/// The names spelled so far by kept tokens, and those not yet looked up.
struct Spelled<'t> {
    names: HashSet<&'t str>,
    pending: Vec<&'t str>,
}

impl<'t> Spelled<'t> {
    fn add(&mut self, name: &'t str) {
        if self.names.insert(name) {
            self.pending.push(name);
        }
    }

    fn add_tokens(&mut self, toks: &'t [Token]) {
        for t in toks.iter().filter(|t| t.kind == TokenKind::Ident) {
            self.add(&t.text);
        }
    }
}

impl Parser {
    /// The namespace-scope declarations of files for which `in_toolkit` holds that nothing
    /// kept names (nor `named_elsewhere`), by their first token: the index just past each
    /// one's last token.
    pub(super) fn unreferenced_declarations<'t>(
        &'t self,
        in_toolkit: impl Fn(FileId) -> bool,
        named_elsewhere: impl IntoIterator<Item = &'t str>,
    ) -> HashMap<usize, usize> {
        let mut spelled = Spelled {
            // Room for the distinct words of a program and the toolkit's headers.
            names: HashSet::with_capacity_and_hasher(1 << 14, Default::default()),
            pending: Vec::new(),
        };
        for name in IMPLICITLY_NAMED.iter().copied().chain(named_elsewhere) {
            spelled.add(name);
        }
        let mut candidates = Vec::new();
        let mut i = 0;
        while let Some(t) = self.toks.get(i).filter(|t| !t.is_eof()) {
            // A `}` ends a namespace body (or is stray, which the parser reports).
            if t.is(";") || t.is("}") || t.kind == TokenKind::Pragma {
                i += 1;
                continue;
            }
            if let Some(body) = self.namespace_body(i) {
                spelled.add_tokens(&self.toks[i..body]);
                i = body;
                continue;
            }
            let end = self.declaration_end(i).max(i + 1);
            // The program's declarations are never left out: their shapes are not looked at.
            let names = match self.toks[i..end].iter().all(|t| in_toolkit(t.loc.file)) {
                true => self.declared_names(i, end),
                false => None,
            };
            match names {
                Some(names) => candidates.push(Candidate {
                    start: i,
                    end,
                    names,
                }),
                None => spelled.add_tokens(&self.toks[i..end]),
            }
            i = end;
        }
        let mut by_name: HashMap<&str, Vec<usize>> = HashMap::default();
        for (k, c) in candidates.iter().enumerate() {
            for name in &c.names {
                by_name.entry(name).or_default().push(k);
            }
        }
        let mut kept = vec![false; candidates.len()];
        while let Some(name) = spelled.pending.pop() {
            for k in by_name.remove(name).unwrap_or_default() {
                if !std::mem::replace(&mut kept[k], true) {
                    spelled.add_tokens(&self.toks[candidates[k].start..candidates[k].end]);
                }
            }
        }
        candidates
            .iter()
            .zip(kept)
            .filter(|(_, kept)| !kept)
            .map(|(c, _)| (c.start, c.end))
            .collect()
    }

    /// Where the namespace-scope declaration starting at `i` ends: after its `;`, or after
    /// its body's closing brace where it is a function definition (whose braces may follow
    /// constructor initializers' and precede handlers': `S::S() : b{2} {}`,
    /// `void f() try {} catch (...) {}`); at a `}` that closes the enclosing block.
    fn declaration_end(&self, i: usize) -> usize {
        let mut head = i;
        while self.toks.get(head).is_some_and(|t| t.is("template"))
            && self.toks.get(head + 1).is_some_and(|t| t.is("<"))
        {
            head = self.skip_angles(head + 1);
        }
        let past_group = |k: usize| self.partner_of(k).map_or(k + 1, |close| close + 1);
        // What comes before the first brace or `;` outside parentheses tells a body from an
        // initializer or a class's members.
        let (mut aggregate, mut initializers) = (false, false);
        let mut k = head;
        while let Some(t) = self.toks.get(k) {
            if t.is_eof() || t.is("{") || t.is(";") || t.is("}") {
                break;
            }
            if t.is("(") || t.is("[") {
                k = past_group(k);
                continue;
            }
            aggregate |= t.is("typedef") || t.is("=") || TAG_WORDS.iter().any(|w| t.is(w));
            initializers |= t.is(":");
            k += 1;
        }
        let mut k = i;
        loop {
            let Some(t) = self.toks.get(k).filter(|t| !t.is_eof() && !t.is("}")) else {
                return k.min(self.toks.len() - 1);
            };
            if t.is(";") {
                return k + 1;
            }
            if !t.is("{") {
                k = match t.is("(") || t.is("[") {
                    true => past_group(k),
                    false => k + 1,
                };
                continue;
            }
            let Some(close) = self.partner_of(k) else {
                return self.toks.len() - 1;
            };
            let after = k.checked_sub(1).map(|b| &self.toks[b]);
            let body = !aggregate
                && (!initializers || after.is_some_and(|b| b.is(")") || b.is("}") || b.is("...")));
            k = close + 1;
            if body && !self.toks.get(k).is_some_and(|t| t.is("catch")) {
                return k;
            }
        }
    }

    /// If a namespace body or a linkage block (`extern "C" {`) opens at `i`, the index of its
    /// first token.
    fn namespace_body(&self, i: usize) -> Option<usize> {
        let at = |k: usize| self.toks.get(k);
        let mut k = i + usize::from(at(i)?.is("inline") && at(i + 1)?.is("namespace"));
        if at(k)?.is("namespace") {
            k += 1;
            while at(k)?.is_ident() || at(k)?.is("::") {
                k += 1;
            }
        } else if at(k)?.is("extern") && at(k + 1)?.kind == TokenKind::Str {
            k += 2;
        } else {
            return None;
        }
        at(k)?.is("{").then_some(k + 1)
    }

    /// Every name the declaration at `start..end` declares, if its shape shows them all for
    /// certain (see the module comment).
    fn declared_names(&self, start: usize, end: usize) -> Option<Vec<&str>> {
        let mut head = start;
        while self.toks[head].is("template") {
            if !self.toks.get(head + 1)?.is("<") {
                return None;
            }
            head = self.skip_angles(head + 1);
            if head >= end {
                return None;
            }
        }
        let first = &self.toks[head];
        if TAG_WORDS.iter().any(|w| first.is(w)) {
            return match self.tagged_type(head, end)? {
                (names, _) if names.is_empty() => None,
                (names, Some(close)) if close + 2 == end && self.toks[close + 1].is(";") => {
                    Some(names)
                }
                (names, None) => Some(names),
                _ => None,
            };
        }
        if first.is("typedef") {
            return self.typedef_names(head, end);
        }
        // A using-declaration (`using ::fmaf;`) declares the last name it spells.
        let alias = self.toks.get(head + 2).is_some_and(|t| t.is("="));
        if first.is("using") && !alias && end >= head + 4 && self.toks[end - 3].is("::") {
            let name = &self.toks[end - 2];
            let plain = self.toks[head + 1..end - 1]
                .iter()
                .all(|t| t.is("::") || (t.is_ident() && !is_reserved(&t.text)));
            return (plain && name.is_ident() && self.toks[end - 1].is(";"))
                .then(|| vec![&*name.text]);
        }
        if first.is("using") || first.is("concept") {
            let name = self.toks.get(head + 1)?;
            let is_alias = name.is_ident() && !is_reserved(&name.text);
            return (is_alias && alias && self.toks[end - 1].is(";")).then(|| vec![&*name.text]);
        }
        self.declarator_name(head, end).map(|name| vec![name])
    }

    /// `struct|class|union|enum [attributes] [tag] [: bases] [{ ... }]` at `kw`: the tag (if
    /// any) and enumerators, and the index of the closing brace (`None`: a declaration without
    /// a body that ends at its `;`, `end`).
    fn tagged_type(&self, kw: usize, end: usize) -> Option<(Vec<&str>, Option<usize>)> {
        let is_enum = self.toks[kw].is("enum");
        let mut k = kw + 1;
        if is_enum && (self.toks[k].is("class") || self.toks[k].is("struct")) {
            k += 1;
        }
        let mut tag = None;
        while k < end {
            let t = &self.toks[k];
            if t.is("(") || t.is("[") {
                k = self.partner_of(k)? + 1;
                continue;
            }
            if t.is("{") || t.is(";") || t.is(":") || (t.is("<") && !is_enum) {
                break;
            }
            if !t.is_ident() {
                return None;
            }
            if !t.is("final") {
                tag = Some(&*t.text);
            }
            k += 1;
        }
        let mut names: Vec<&str> = tag.into_iter().collect();
        if self.toks.get(k)?.is(";") {
            return (k + 1 == end).then_some((names, None));
        }
        // Template arguments of a specialization, bases or an underlying type: up to the body.
        while k < end && !self.toks[k].is("{") {
            if self.toks[k].is(";") {
                return None;
            }
            k = match self.toks[k].is("(") || self.toks[k].is("[") {
                true => self.partner_of(k)? + 1,
                false => k + 1,
            };
        }
        let close = self.partner_of(k)?;
        if is_enum {
            names.extend(self.enumerators(k, close));
        }
        Some((names, Some(close)))
    }

    /// The enumerators declared between the braces at `open` and `close`.
    fn enumerators(&self, open: usize, close: usize) -> Vec<&str> {
        let mut names = Vec::new();
        let mut k = open + 1;
        while k < close {
            if self.toks[k].is_ident() {
                names.push(&*self.toks[k].text);
            }
            // On to the next enumerator: past the value, to the `,` at this depth.
            while k < close && !self.toks[k].is(",") {
                k = match self.toks[k].is("(") || self.toks[k].is("[") || self.toks[k].is("{") {
                    true => self.partner_of(k).unwrap_or(close),
                    false => k,
                } + 1;
            }
            k += 1;
        }
        names
    }

    /// The names of `typedef ... Name;` at `head`, where it declares one name (a tagged
    /// type's body may come with it: `typedef struct tag { ... } Name;`).
    fn typedef_names(&self, head: usize, end: usize) -> Option<Vec<&str>> {
        if !self.toks[end - 1].is(";") {
            return None;
        }
        let kw = head + 1;
        let tagged = TAG_WORDS.iter().any(|w| self.toks[kw].is(w));
        if tagged && self.toks[kw..end].iter().any(|t| t.is("{")) {
            let (mut names, close) = self.tagged_type(kw, end)?;
            let name = &self.toks[close? + 1];
            let one_name = close? + 3 == end && name.is_ident() && !is_reserved(&name.text);
            names.push(&name.text);
            return one_name.then_some(names);
        }
        // `typedef T Name;` or `typedef T Name[N];`: no parentheses (a function type), and no
        // second declarator.
        let mut name = None;
        let mut k = kw;
        while k < end - 1 {
            let t = &self.toks[k];
            if t.is("(") || t.is("{") || t.is(",") {
                return None;
            }
            if t.is("[") {
                name = name.or_else(|| Some(&self.toks[k - 1]));
                k = self.partner_of(k)? + 1;
                continue;
            }
            k += 1;
        }
        let name = name.unwrap_or(&self.toks[end - 2]);
        (name.is_ident() && !is_reserved(&name.text)).then(|| vec![&*name.text])
    }

    /// The name a function or variable declaration at `head` declares, where it declares
    /// exactly one and names it plainly (not `operator+`, `C::f`, `~C` or `f<int>`).
    fn declarator_name(&self, head: usize, end: usize) -> Option<&str> {
        let mut k = head;
        while k < end {
            let t = &self.toks[k];
            let ends_declarator_id = t.is("(") || t.is("=") || t.is(";") || t.is("{") || t.is("[");
            if t.is("(") && k > head && OPERAND_WORDS.iter().any(|w| self.toks[k - 1].is(w)) {
                k = self.partner_of(k)? + 1;
                continue;
            }
            if t.is("[") && self.toks.get(k + 1).is_some_and(|n| n.is("[")) {
                k = self.partner_of(k)? + 1;
                continue;
            }
            if t.is(",") && self.declarator_follows(k + 1) {
                return None;
            }
            // `:` begins bases or bit-fields, never this shape; a class keyword makes the
            // declaration a class's too (`const struct S {} s;`).
            if t.is(":") || TAG_WORDS.iter().any(|w| t.is(w)) {
                return None;
            }
            if !ends_declarator_id {
                k += 1;
                continue;
            }
            let name = self.toks.get(k.checked_sub(1)?.max(head))?;
            let qualified = k >= head + 2 && {
                let before = &self.toks[k - 2];
                ["::", "~", "operator", ".", "->"]
                    .iter()
                    .any(|w| before.is(w))
                    || before.kind == TokenKind::Str
            };
            if k == head || !name.is_ident() || is_reserved(&name.text) || qualified {
                return None;
            }
            return self.single_declarator_tail(k, end).then_some(&*name.text);
        }
        None
    }

    /// Whether the tokens from `k` (the end of a declarator-id) to `end` hold no second
    /// declarator, constructor initializers or function-try-block, and end the declaration.
    fn single_declarator_tail(&self, mut k: usize, end: usize) -> bool {
        if !(self.toks[end - 1].is(";") || self.toks[end - 1].is("}")) {
            return false;
        }
        while k < end {
            let t = &self.toks[k];
            if t.is(":") || t.is("try") || (t.is(",") && self.declarator_follows(k + 1)) {
                return false;
            }
            k = match t.is("(") || t.is("[") || t.is("{") {
                true => match self.partner_of(k) {
                    Some(close) => close,
                    None => return false,
                },
                false => k,
            } + 1;
        }
        true
    }

    /// Whether a declarator starts at `k` (after a `,`): `name` or `*name` followed by what
    /// ends a declarator-id, as opposed to the next template argument (`pair<int, float> f()`).
    fn declarator_follows(&self, mut k: usize) -> bool {
        while self
            .toks
            .get(k)
            .is_some_and(|t| t.is("*") || t.is("&") || t.is("&&"))
        {
            k += 1;
        }
        let ends_id = |t: &Token| ["=", ";", ",", "[", "{", "(", ")"].iter().any(|w| t.is(w));
        self.toks.get(k).is_some_and(|t| t.is_ident()) && self.toks.get(k + 1).is_some_and(ends_id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lex::tokenize;
    use crate::source::SourceMap;

    /// The tokens of `toolkit` (a toolkit header) then `program`: the source map, the tokens
    /// and the header's file.
    fn tokens(toolkit: &str, program: &str) -> (SourceMap, Vec<Token>, FileId) {
        let mut d = Diagnostics::new();
        let lexed = lexed(toolkit, program, &mut d);
        assert!(!d.has_errors());
        lexed
    }

    /// [`tokens`], the lexer's errors reported to `d`.
    fn lexed(toolkit: &str, program: &str, d: &mut Diagnostics) -> (SourceMap, Vec<Token>, FileId) {
        let mut sm = SourceMap::new();
        let header = sm.add("toolkit.h", "toolkit.h", toolkit.as_bytes());
        let main = sm.add("prog.cu", "prog.cu", program.as_bytes());
        let mut toks = tokenize(&sm, header, d);
        toks.pop();
        toks.extend(tokenize(&sm, main, d));
        (sm, toks, header)
    }

    /// The declarations of `toolkit` left out when the program is `program`, as their tokens.
    fn left_out(toolkit: &str, program: &str) -> Vec<String> {
        let (_, toks, header) = tokens(toolkit, program);
        let parser = Parser::new(language_tokens(toks, &mut Diagnostics::new()));
        let mut spans: Vec<(usize, usize)> = parser
            .unreferenced_declarations(|file| file == header, [])
            .into_iter()
            .collect();
        spans.sort();
        spans
            .iter()
            .map(|&(start, end)| {
                let words: Vec<&str> = parser.toks[start..end].iter().map(|t| &*t.text).collect();
                words.join(" ")
            })
            .collect()
    }

    #[test]
    fn what_the_program_names_is_kept_with_what_that_names() {
        let toolkit = "
            __device__ float helper(float x) { return x * 2; }
            __device__ float used(float x) { return helper(x); }
            __device__ float unused(float x = 1.0f) { return x; }
            struct Unused { int a; };
            enum Mode { ModeA, ModeB = 4 };
            enum Other { OtherA };
            typedef struct { int x; } Pair;
            template <class T> using Alias = T*;
            namespace ns { __device__ int inner(int); using ::used; }
        ";
        let program = "__global__ void k(float* p) { p[0] = used(ModeB); }";
        assert_eq!(
            left_out(toolkit, program),
            [
                "__device__ float unused ( float x = 1.0f ) { return x ; }",
                "struct Unused { int a ; } ;",
                "enum Other { OtherA } ;",
                "typedef struct { int x ; } Pair ;",
                "template < class T > using Alias = T * ;",
                "__device__ int inner ( int ) ;",
            ]
        );
    }

    #[test]
    fn declarations_whose_names_are_not_certain_are_read() {
        let toolkit = "
            __device__ int a = 1, b = 2;
            static const unsigned m1 = 4u, m2 = 5u;
            __device__ float2 operator+(float2 x, float2 y);
            int S::f() { return 0; }
            S::S() : m{1}, n(2) { }
            template <> float g<float>(float);
            const struct T { } t;
            typedef void (*callback)(int);
            template <class T> constexpr bool both_v = is_a<T, int>::value;
            __device__ void after_them();
        ";
        assert_eq!(
            left_out(toolkit, "int main() {}"),
            [
                "template < class T > constexpr bool both_v = is_a < T , int > :: value ;",
                "__device__ void after_them ( ) ;",
            ]
        );
    }

    #[test]
    fn truncated_toolkit_headers_end_in_diagnostics_not_panics() {
        // Every prefix of a header holding each shape the pass reads: unbalanced brackets,
        // half a template head, a body without its end.
        let header = "template <class T, int N = (1 > 2)> struct S : B<(N > 1)> { T a[N]; };
            enum class E : int { A = 1 << 2, B }; typedef struct { int x; } P, *PP;
            using A = S<int, 2>; using ::f; namespace n { __device__ int g(int a = 1) { return a; } }
            S::S() : m{1} { } void h() try { } catch (...) { } extern \"C\" { int k(); }";
        for cut in 0..=header.len() {
            let mut d = Diagnostics::new();
            let (sm, toks, _) = lexed(&header[..cut], "int main() { return g(); }", &mut d);
            let files = [false, true];
            let unit = super::Unit {
                program_files: &files,
                lambda_unit: "",
            };
            parse(toks, &unit, &[], &mut d);
            let _ = d.render(&sm);
        }
    }

    #[test]
    fn the_program_is_read_whole() {
        let (_, toks, _) = tokens("", "__device__ float unused(float x) { return x; }");
        let parser = Parser::new(language_tokens(toks, &mut Diagnostics::new()));
        assert!(parser.unreferenced_declarations(|_| false, []).is_empty());
    }

    #[test]
    fn a_declaration_the_parser_does_not_meet_makes_it_read_everything() {
        // The parser recovers from the error in `f` by skipping to the next `;`, past where
        // `lonely` starts: it reads everything again, and reports the error once.
        let (sm, toks, _) = tokens(
            "__device__ void f(int a = 1) { return +; } __device__ void lonely();",
            "__global__ void k() { f(); }",
        );
        let mut d = Diagnostics::new();
        let files = [false, true];
        let unit = super::Unit {
            program_files: &files,
            lambda_unit: "",
        };
        parse(toks, &unit, &[], &mut d);
        assert_eq!(d.error_count(), 1, "{}", d.render(&sm));
    }
}
