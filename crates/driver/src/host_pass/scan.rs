//! The declaration scanner: finds, at namespace and class scope, the declarations the host
//! rewrite cares about.
//!
//! This is not a C++ parser. It splits a scope into declarations (a declaration ends at a `;`
//! at bracket depth 0, or at the closing brace of a function body or namespace), recognizes
//! namespaces, linkage blocks and class bodies (which it enters), and for each declaration
//! finds its template prefix, its first parameter list and its body. Function bodies are never
//! entered: host code inside them only needs the launch rewrite, which works on the token
//! stream directly. On malformed input the scanner still makes progress and never panics; the
//! host compiler reports the actual error.

use super::tokens::Stream;
use ferrocuda_frontend::lex::TokenKind;
use std::collections::HashSet;
use std::fmt::Write as _;

/// Execution and memory space qualifiers found in a declaration's head.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Quals {
    pub global: bool,
    pub device: bool,
    pub host: bool,
    pub constant: bool,
    pub shared: bool,
    pub managed: bool,
}

impl Quals {
    fn any(&self) -> bool {
        self.global || self.device || self.host || self.constant || self.shared || self.managed
    }

    /// Sets the qualifier a name stands for (`__device__`, or inside `__attribute__((...))`,
    /// where `in_attribute`, also `device`); returns whether it was one. A bare `device`
    /// elsewhere is a name like any other (a function `Options::device()`).
    pub fn set(&mut self, name: &str, in_attribute: bool) -> bool {
        let bare = match name.strip_prefix("__").and_then(|n| n.strip_suffix("__")) {
            Some(bare) => bare,
            None if in_attribute => name,
            None => return false,
        };
        match bare {
            "global" => self.global = true,
            "device" => self.device = true,
            "host" => self.host = true,
            "constant" => self.constant = true,
            "shared" => self.shared = true,
            "managed" => self.managed = true,
            _ => return false,
        }
        true
    }
}

/// A `__global__` function definition.
#[derive(Clone, Debug)]
pub struct KernelDef {
    /// Enclosing named namespaces, outermost first.
    pub scope: Vec<String>,
    /// The declaration's first token.
    pub start: usize,
    /// The `<` and `>` of the template parameter list, for a template.
    pub template: Option<(usize, usize)>,
    /// `template<>`: an explicit specialization.
    pub specialization: bool,
    /// First token of the declarator-id (`ns::name`, `name<int>`).
    pub name_start: usize,
    /// The unqualified name.
    pub name: usize,
    /// The parameter list's `(` and `)`.
    pub params: (usize, usize),
    /// The body's `{` and `}`.
    pub body: (usize, usize),
}

/// A function definition whose body is host code (`__host__`, `__host__ __device__` or
/// unqualified).
#[derive(Clone, Debug)]
pub struct HostFn {
    /// The declaration's first token (its template prefix's, for a template).
    pub start: usize,
    /// The `<` and `>` of the template parameter list, for a template.
    pub template_list: Option<(usize, usize)>,
    /// The parameter list's `(` and `)`.
    pub params: (usize, usize),
    pub body: (usize, usize),
    pub host_device: bool,
    /// A template or a member of a class template: nvcc checks it per instantiation.
    pub template: bool,
    /// A non-static member function defined in its class: it has a `this`.
    pub has_this: bool,
}

/// A function outside classes that exists only on the device.
#[derive(Clone, Debug)]
pub struct DeviceFn {
    pub scope: Vec<String>,
    pub params: (usize, usize),
}

/// A namespace-scope variable to register with the runtime.
/// What the host shadow of a `__managed__` variable is called: its name after this prefix.
pub const MANAGED_SHADOW_PREFIX: &str = "__fc_managed_";

#[derive(Clone, Debug)]
pub struct VarDef {
    pub scope: Vec<String>,
    pub name: usize,
    pub is_constant: bool,
    pub is_managed: bool,
}

/// A namespace-scope `__device__` or `__constant__` variable template, whose instances the host
/// names are registered as the host compiler makes them.
#[derive(Clone, Debug)]
/// A `__device__` or `__constant__` variable template, or a partial or explicit
/// specialization of one (its names followed by their arguments, `scale<double>`).
pub struct VarTemplateDef {
    pub scope: Vec<String>,
    /// The declaration's first token (`template`).
    pub start: usize,
    /// The `<` and `>` of the template parameter list.
    pub template: (usize, usize),
    /// The declarators' names.
    pub names: Vec<usize>,
    /// The `;` that ends the declaration.
    pub end: usize,
    pub is_constant: bool,
}

#[derive(Debug, Default)]
pub struct Scan {
    pub kernels: Vec<KernelDef>,
    /// Parameter lists of the `__global__` declarations outside classes that are not
    /// definitions.
    pub kernel_prototypes: Vec<(usize, usize)>,
    pub host_fns: Vec<HostFn>,
    pub device_fns: Vec<DeviceFn>,
    pub vars: Vec<VarDef>,
    pub var_templates: Vec<VarTemplateDef>,
    /// Token ranges (inclusive) of declarations to remove: device functions, namespace-scope
    /// `__shared__` variables.
    pub removals: Vec<(usize, usize)>,
    /// Token ranges (inclusive) to replace by a text: initializer lists that name device
    /// functions, which keep their length.
    pub replacements: Vec<((usize, usize), String)>,
    /// Texts to insert before a token.
    pub insertions: Vec<(usize, String)>,
    /// Errors at a token.
    pub errors: Vec<(usize, String)>,
    /// The first global-scope declaration in the main file or holding CUDA code: where
    /// declarations the rewrite needs can go when the headers lack them.
    pub first_user_decl: Option<usize>,
}

/// Deeper nesting than this is skipped, not entered: hostile input must not overflow the stack.
const MAX_DEPTH: usize = 200;

/// Names that take a parenthesized argument without being a declarator's parameter list.
pub(super) const PAREN_TAKERS: &[&str] = &[
    "__attribute__",
    "__declspec",
    "alignas",
    "_Alignas",
    "decltype",
    "__typeof__",
    "__typeof",
    "typeof",
    "sizeof",
    "alignof",
    "noexcept",
    "throw",
    "__launch_bounds__",
    "__maxnreg__",
    "__cluster_dims__",
    "asm",
    "__asm__",
    "__asm",
    "requires",
    "static_assert",
    "_Static_assert",
    "operator",
];

/// Words that can never be the name a declarator declares.
pub const NOT_A_NAME: &[&str] = &[
    "const",
    "volatile",
    "static",
    "extern",
    "inline",
    "__inline",
    "__inline__",
    "constexpr",
    "consteval",
    "constinit",
    "thread_local",
    "__thread",
    "mutable",
    "register",
    "unsigned",
    "signed",
    "int",
    "long",
    "short",
    "char",
    "float",
    "double",
    "bool",
    "void",
    "auto",
    "wchar_t",
    "char8_t",
    "char16_t",
    "char32_t",
    "__int128",
    "struct",
    "class",
    "union",
    "enum",
    "typename",
    "__restrict__",
    "__restrict",
    "restrict",
    "__extension__",
    "__global__",
    "__device__",
    "__host__",
    "__constant__",
    "__shared__",
    "__managed__",
    "__grid_constant__",
    "typedef",
    "friend",
    "virtual",
    "explicit",
];

pub fn scan(s: &Stream, main_file: &str, options: super::RewriteOptions) -> Scan {
    let mut sc = Scanner {
        s,
        out: Scan::default(),
        depth: 0,
        templates: 0,
        main_file,
        relaxed_constexpr: options.relaxed_constexpr,
        relocatable: options.relocatable,
        named_on_host: names_where_nothing_runs(s),
        virtual_members: HashSet::new(),
        classes: Vec::new(),
        class_has_bases: Vec::new(),
        namespace_classes: HashSet::new(),
        qualify_self_named_aliases: options.qualify_self_named_aliases,
        function_typedefs: HashSet::new(),
        declared_extern: HashSet::new(),
    };
    let mut path = Vec::new();
    sc.scope(0, false, &mut path, true);
    sc.out
}

struct Scanner<'a> {
    s: &'a Stream,
    out: Scan,
    depth: usize,
    /// How many class templates enclose the current scope.
    templates: usize,
    main_file: &'a str,
    /// `--expt-relaxed-constexpr`: `__device__ constexpr` functions are host functions too.
    relaxed_constexpr: bool,
    /// `-rdc=true` (see [`super::RewriteOptions::relocatable`]).
    relocatable: bool,
    /// The names written where nothing is called (see [`names_where_nothing_runs`]).
    named_on_host: HashSet<&'a str>,
    /// The device-only virtual member functions declared in their classes, as (class, member):
    /// a definition outside the class stays on the host (see [`Scanner::keep_virtual`]).
    virtual_members: HashSet<(String, String)>,
    /// The names of the classes whose bodies enclose the declaration being read, innermost
    /// last.
    classes: Vec<String>,
    /// Whether each of those has a base class.
    class_has_bases: Vec<bool>,
    /// The classes (and class templates) declared at namespace scope so far, by namespace.
    namespace_classes: HashSet<(Vec<String>, String)>,
    /// See [`super::RewriteOptions::qualify_self_named_aliases`].
    qualify_self_named_aliases: bool,
    /// The aliases of function types declared so far (`typedef int F(int);`): a declaration
    /// with one as its type (`__device__ F twice;`) declares a function, no variable.
    function_typedefs: HashSet<&'a str>,
    /// The device variables declared `extern` so far, by name.
    declared_extern: HashSet<&'a str>,
}

/// Whether the `(` at `open` holds a declarator's name alone, after a type keyword
/// (`int (name)[3]`, `int (name)(int x)`).
fn parenthesized_name(s: &Stream, open: usize) -> bool {
    let after_type_word =
        ferrocuda_frontend::extended_lambda::BUILTIN_TYPES.contains(&s.text(open.wrapping_sub(1)));
    after_type_word && s.is_ident(open + 1) && s.partner(open) == Some(open + 2)
}

/// The identifiers written where a device function may be named on the host without being
/// called: in an unevaluated operand (`decltype(f(x))`, `sizeof`), where a template argument
/// may stand (after `<` or `,`, before `>`, `,` or their own template arguments, qualified or
/// not, `&` allowed before: `apply<ops::sq><<<...>>>`), or as what a using-declaration brings
/// in (`using ns::f;`). Such a device function stays declared on the host. A name caught in a
/// comparison only keeps a declaration too many.
fn names_where_nothing_runs(s: &Stream) -> HashSet<&str> {
    let mut out = HashSet::new();
    for i in 0..s.len() {
        if s.is(i, "using") {
            // `using A::B::f;` or `using ::A::f;`: the last name (not `using namespace`, not an
            // alias, not a name without a qualifier).
            let mut last = i + 1 + usize::from(s.is(i + 1, "::"));
            let first = last;
            while s.is_ident(last) && s.is(last + 1, "::") && s.is_ident(last + 2) {
                last += 2;
            }
            if last > first && s.is(last + 1, ";") {
                out.insert(s.text(last));
            }
        }
        if super::check::UNEVALUATED.contains(&s.text(i)) && s.is(i + 1, "(") {
            let close = s.partner(i + 1).unwrap_or(i + 1);
            out.extend((i + 2..close).filter(|&j| s.is_ident(j)).map(|j| s.text(j)));
        }
        let name = s.text(i);
        if !s.is_ident(i)
            || ferrocuda_frontend::extended_lambda::is_keyword(name)
            || !matches!(s.text(i + 1), ">" | ">>" | "," | "<")
        {
            continue;
        }
        let mut first = i;
        while first >= 2 && s.is(first - 1, "::") && s.is_ident(first - 2) {
            first -= 2;
        }
        for prefix in ["::", "&"] {
            if first >= 1 && s.is(first - 1, prefix) {
                first -= 1;
            }
        }
        if first >= 1 && in_template_arguments(s, first - 1) {
            out.insert(name);
        }
    }
    out
}

/// Whether the `<` or `,` at `at` separates template arguments: a `,` must follow the `<` of
/// its list, with no opening bracket or end of statement between.
fn in_template_arguments(s: &Stream, at: usize) -> bool {
    let mut j = at;
    loop {
        match s.text(j) {
            "<" => return true,
            ")" | "]" | "}" => j = s.partner(j).unwrap_or(0),
            ">" | ">>" => j = s.angle_open(j).unwrap_or(0),
            "(" | "[" | "{" | ";" | "=" => return false,
            _ => {}
        }
        if j == 0 {
            return false;
        }
        j -= 1;
    }
}

/// What a declaration turned out to be, as far as the scanner can tell.
struct Decl {
    start: usize,
    /// First token after the template prefixes.
    head: usize,
    template: Option<(usize, usize)>,
    specialization: bool,
    params: Option<(usize, usize)>,
    body: Option<(usize, usize)>,
    /// The last token (`;`, the body's `}`, or the token before a stray `}`).
    end: usize,
    /// The braces of the body of a class the declaration defines.
    class_body: Option<(usize, usize)>,
}

impl Scanner<'_> {
    /// Scans declarations from `pos` to the `}` that closes the scope (or the end); returns the
    /// index of that `}`.
    fn scope(&mut self, mut pos: usize, class: bool, path: &mut Vec<String>, top: bool) -> usize {
        let s = self.s;
        while pos < s.len() {
            if s.is(pos, "}") {
                if top {
                    // A stray closer at file scope: skip it.
                    pos += 1;
                    continue;
                }
                return pos;
            }
            if s.is(pos, ";") {
                pos += 1;
                continue;
            }
            if class
                && matches!(s.text(pos), "public" | "private" | "protected")
                && s.is(pos + 1, ":")
            {
                pos += 2;
                continue;
            }
            let next = self.declaration(pos, class, path).max(pos + 1);
            if top && self.out.first_user_decl.is_none() && self.is_user_item(pos, next) {
                self.out.first_user_decl = Some(pos);
            }
            pos = next;
        }
        pos
    }

    /// Whether the top-level item `[from, to)` belongs to the main file or holds CUDA code.
    fn is_user_item(&self, from: usize, to: usize) -> bool {
        let s = self.s;
        if s.file_of(s.toks[from].start)
            .is_none_or(|f| f == self.main_file)
        {
            return true;
        }
        (from..to.min(s.len())).any(|i| s.is(i, "__global__") || super::launch::is_opener(s, i))
    }

    /// Enters the braces at `open`; returns the index of the matching `}`.
    fn nested(&mut self, open: usize, class: bool, path: &mut Vec<String>) -> usize {
        let close = self.s.partner(open).unwrap_or(self.s.len());
        if self.depth < MAX_DEPTH {
            self.depth += 1;
            self.scope(open + 1, class, path, false);
            self.depth -= 1;
        }
        close
    }

    /// Scans one declaration starting at `pos`; returns where the next one starts.
    fn declaration(&mut self, pos: usize, class: bool, path: &mut Vec<String>) -> usize {
        let s = self.s;
        let mut p = pos;
        let mut template = None;
        let mut specialization = false;
        while s.is(p, "template") && s.is(p + 1, "<") {
            let Some(close) = s.angle_close(p + 1) else {
                break;
            };
            template = Some((p + 1, close));
            specialization = close == p + 2;
            p = close + 1;
        }
        let head = p;

        // extern "C" { ... }
        if s.is(p, "extern")
            && s.toks.get(p + 1).is_some_and(|t| t.kind == TokenKind::Str)
            && s.is(p + 2, "{")
        {
            return self.nested(p + 2, false, path) + 1;
        }
        // namespace a::b { ... }, inline namespace x { ... }
        let q = if s.is(p, "inline") { p + 1 } else { p };
        if s.is(q, "namespace") {
            if let Some((open, names)) = self.namespace_head(q + 1) {
                let n = path.len();
                path.extend(names);
                let close = self.nested(open, false, path);
                path.truncate(n);
                return close + 1;
            }
        }

        let mut params = None;
        let mut has_init = false;
        let mut ctor_init = false;
        let mut class_body = None;
        let mut body = None;
        let mut i = head;
        let (end, next) = loop {
            if i >= s.len() {
                break (s.len().saturating_sub(1), s.len());
            }
            match s.text(i) {
                ";" => break (i, i + 1),
                "}" => break (i.saturating_sub(1).max(pos), i),
                "(" => {
                    if params.is_none() && !has_init && class_body.is_none() {
                        params = self.param_list_at(i, head);
                    }
                    i = s.partner(i).map_or(s.len(), |c| c + 1);
                }
                "[" => i = s.partner(i).map_or(s.len(), |c| c + 1),
                "requires" => i = requires_clause_end(s, i),
                "=" => {
                    if !s.is(i.wrapping_sub(1), "operator") {
                        has_init = true;
                    }
                    i += 1;
                }
                ":" => {
                    if params.is_some() && !has_init {
                        ctor_init = true;
                    }
                    i += 1;
                }
                "{" => {
                    let close = s.partner(i).unwrap_or(s.len());
                    let prev = i.wrapping_sub(1);
                    if has_init || (ctor_init && (s.is_ident(prev) || s.is(prev, ">"))) {
                        // An initializer, or a member initializer `x{1}`.
                    } else if params.is_some() {
                        if close >= s.len() {
                            // An unclosed body runs to the end of the file.
                            break (s.len() - 1, s.len());
                        }
                        body = Some((i, close));
                        break (close, close + 1);
                    } else {
                        match self.class_key(head, i) {
                            Some("enum") => {}
                            Some(_) => {
                                if self.depth < MAX_DEPTH {
                                    let templated = usize::from(template.is_some());
                                    self.depth += 1;
                                    self.templates += templated;
                                    let mut inner = path.clone();
                                    let name = self.class_name(head, i);
                                    if !class {
                                        self.namespace_classes.insert((path.clone(), name.clone()));
                                    }
                                    self.classes.push(name);
                                    self.class_has_bases.push((head..i).any(|k| s.is(k, ":")));
                                    self.scope(i + 1, true, &mut inner, false);
                                    self.classes.pop();
                                    self.class_has_bases.pop();
                                    self.templates -= templated;
                                    self.depth -= 1;
                                }
                                class_body = Some((i, close));
                            }
                            // `T x{...}`: a braced initializer.
                            None => has_init = true,
                        }
                    }
                    i = close.saturating_add(1);
                }
                _ => i += 1,
            }
        };
        let decl = Decl {
            start: pos,
            head,
            template,
            specialization,
            params,
            body,
            end,
            class_body,
        };
        self.classify(&decl, class, path);
        next
    }

    /// After `namespace`: the `{` that opens the body and the names (empty for an anonymous
    /// namespace), or `None` for an alias (`namespace a = b;`).
    fn namespace_head(&self, mut i: usize) -> Option<(usize, Vec<String>)> {
        let s = self.s;
        let mut names = Vec::new();
        while i < s.len() {
            match s.text(i) {
                "{" => return Some((i, names)),
                ";" | "=" | "}" => return None,
                "(" | "[" => i = s.partner(i)?,
                "__attribute__" | "alignas" | "inline" | "::" => {}
                t if s.is_ident(i) => names.push(t.to_string()),
                _ => {}
            }
            i += 1;
        }
        None
    }

    /// The parameter list (its parentheses) that the `(` at `open` starts, or the one inside
    /// the parenthesized declarator it starts (`int (*get(int))(float)`: a function returning
    /// a function pointer).
    fn param_list_at(&self, open: usize, head: usize) -> Option<(usize, usize)> {
        let s = self.s;
        let close = s.partner(open)?;
        // `int (name)(int x)`: the parameter list, if any, follows the name.
        if parenthesized_name(s, open) {
            return match s.is(close + 1, "(") {
                true => Some((close + 1, s.partner(close + 1)?)),
                false => None,
            };
        }
        if self.is_param_list(open, head) {
            return Some((open, close));
        }
        if !matches!(s.text(open + 1), "*" | "&" | "&&") {
            return None;
        }
        let mut i = open + 1;
        while i < close {
            if s.is(i, "(") {
                if let Some(inner) = self.param_list_at(i, head) {
                    return Some(inner);
                }
                i = s.partner(i)?;
            }
            i += 1;
        }
        None
    }

    /// Whether the `(` at `open` starts the declarator's parameter list.
    fn is_param_list(&self, open: usize, head: usize) -> bool {
        let s = self.s;
        if open <= head {
            return false;
        }
        let prev = open - 1;
        // `operator()(`, `operator+(`, `operator[](`, `operator new(`.
        for back in 1..=3 {
            if open >= head + back && s.is(open - back, "operator") {
                return back > 1;
            }
        }
        // `int (*fp)(int)`: a parenthesized declarator, not parameters.
        if matches!(s.text(open + 1), "*" | "&" | "&&" | "^") {
            return false;
        }
        // `__device__ Foo v(1, 2)`: constructor arguments.
        if s.toks
            .get(open + 1)
            .is_some_and(|t| matches!(t.kind, TokenKind::Number | TokenKind::Str | TokenKind::Char))
        {
            return false;
        }
        if s.is_ident(prev) {
            return !PAREN_TAKERS.contains(&s.text(prev));
        }
        s.is(prev, ">") || s.is(prev, ">>")
    }

    /// The class key (`class`, `struct`, `union`, `enum`) of a declaration whose `{` is at
    /// `brace`, if the braces are a class or enum body.
    /// The name of the class whose head runs from `head` to its body's `brace`: the last name
    /// before its template arguments, base clause or body (`Sq` of `struct Sq<T*> : B {`),
    /// attributes left out; empty for an unnamed class.
    fn class_name(&self, head: usize, brace: usize) -> String {
        let s = self.s;
        let mut name = "";
        let mut i = head;
        while i < brace {
            match s.text(i) {
                "(" | "[" => i = s.partner(i).unwrap_or(brace),
                "<" | ":" => break,
                "final" | "alignas" | "__attribute__" | "__declspec" => {}
                t if s.is_ident(i) => name = t,
                _ => {}
            }
            i += 1;
        }
        name.to_string()
    }

    /// Notes the class a namespace-scope declaration without a body declares (`template <class
    /// T> struct N;`); those with bodies are noted where they are entered.
    fn note_class_declaration(&mut self, d: &Decl, class: bool, path: &[String]) {
        let s = self.s;
        let declares_class = matches!(s.text(d.head), "struct" | "class" | "union")
            && s.is_ident(d.head + 1)
            && d.end == d.head + 2
            && s.is(d.end, ";");
        if !class && declares_class {
            let name = s.text(d.head + 1).to_string();
            self.namespace_classes.insert((path.to_vec(), name));
        }
    }

    /// Qualifies the class template that a member alias of its own name aliases (`typedef N<T>
    /// N;`, `using N = N<T>;`) with the innermost enclosing namespace that declares it, where
    /// unqualified lookup finds it (see [`super::RewriteOptions::qualify_self_named_aliases`]).
    /// A class with a base is left alone: a base's member could be what the name means.
    fn qualify_self_named_alias(&mut self, d: &Decl, path: &[String]) {
        let s = self.s;
        if self.class_has_bases.last() != Some(&false) || !s.is(d.end, ";") {
            return;
        }
        let (declared, aliased) = if s.is(d.head, "typedef") {
            (d.end - 1, d.head + 1)
        } else if s.is(d.head, "using") && s.is(d.head + 2, "=") {
            (d.head + 1, d.head + 3)
        } else {
            return;
        };
        let name = s.text(aliased);
        let shape = s.is(aliased + 1, "<") || aliased + 1 == declared || aliased + 1 == d.end;
        if !s.is_ident(aliased) || s.text(declared) != name || !shape || aliased == declared {
            return;
        }
        let key = |k: usize| (path[..k].to_vec(), name.to_string());
        let Some(k) = (0..=path.len())
            .rev()
            .find(|&k| self.namespace_classes.contains(&key(k)))
        else {
            return;
        };
        let qualifier: String = path[..k].iter().map(|n| format!("::{n}")).collect();
        self.out
            .insertions
            .push((aliased, format!("{qualifier}::")));
    }

    /// The key of the class (or enumeration) whose body `brace` opens in the declaration that
    /// starts at `head`; `None` where the brace is not such a body (an initializer).
    fn class_key(&self, head: usize, brace: usize) -> Option<&'static str> {
        let s = self.s;
        let mut i = head;
        while i < brace {
            let key = match s.text(i) {
                "(" | "[" => {
                    i = s.partner(i)? + 1;
                    continue;
                }
                "class" => "class",
                "struct" => "struct",
                "union" => "union",
                "enum" => "enum",
                "=" => return None,
                _ => {
                    i += 1;
                    continue;
                }
            };
            return self.class_head_only(i + 1, brace).then_some(key);
        }
        None
    }

    /// Whether the tokens `[from, brace)` after a class key are only the head of the class
    /// whose body `brace` opens: attributes, its (qualified, templated) name, `final`, a base
    /// clause or an enumeration's underlying type. A declarator after the name makes the brace
    /// an initializer (`struct P p{1, 2};`).
    fn class_head_only(&self, from: usize, brace: usize) -> bool {
        let s = self.s;
        let mut named = false;
        let mut i = from;
        while i < brace {
            match s.text(i) {
                ":" => return true,
                "{" => return false,
                "(" | "[" => match s.partner(i) {
                    Some(close) => i = close,
                    None => return false,
                },
                "<" => i = s.angle_close(i).unwrap_or(brace),
                "::" => named = false,
                "final" | "class" | "struct" | "alignas" | "__attribute__" | "__align__"
                | "__declspec" => {}
                _ if s.is_ident(i) => {
                    if named {
                        return false;
                    }
                    named = true;
                }
                _ => {}
            }
            i += 1;
        }
        true
    }

    /// The qualifiers in `[from, to)` at bracket depth 0 (and inside `__attribute__((...))`),
    /// whether `extern` is there, and whether the type is a `texture<...>` or `surface<...>`
    /// reference.
    fn quals(&self, from: usize, to: usize) -> (Quals, bool, bool) {
        let s = self.s;
        let mut q = Quals::default();
        let (mut is_extern, mut reference) = (false, false);
        let mut i = from;
        while i < to && i < s.len() {
            match s.text(i) {
                "=" => break,
                "extern" => is_extern = true,
                "texture" | "surface" if s.is(i + 1, "<") && !s.is(i.wrapping_sub(1), "::") => {
                    reference = true
                }
                "__attribute__" if s.is(i + 1, "(") => {
                    let close = s.partner(i + 1).unwrap_or(to);
                    for k in i + 2..close {
                        if s.is_ident(k) {
                            q.set(s.text(k), true);
                        }
                    }
                    i = close;
                }
                "(" | "[" => i = s.partner(i).unwrap_or(to),
                t if s.is_ident(i) => {
                    q.set(t, false);
                }
                _ => {}
            }
            i += 1;
        }
        (q, is_extern, reference)
    }

    fn classify(&mut self, d: &Decl, class: bool, path: &[String]) {
        if self.qualify_self_named_aliases {
            self.note_class_declaration(d, class, path);
            if class {
                self.qualify_self_named_alias(d, path);
            }
        }
        if let Some((open, close)) = d.class_body {
            // Variables declared with their class (`__constant__ struct { ... } params;`).
            let (q, is_extern, _) = self.quals(d.head, open);
            if q.managed && !class && d.template.is_none() && close < d.end {
                self.bind_managed_names(d, is_extern);
            }
            if (q.device || q.constant || q.managed) && !class && !is_extern && close < d.end {
                let names = self.declarator_names(close + 1, d.end);
                self.own_to_this_file(d, &names);
                for name in names {
                    self.out.vars.push(VarDef {
                        scope: path.to_vec(),
                        name,
                        is_constant: q.constant,
                        is_managed: q.managed,
                    });
                }
            }
            return;
        }
        let head_end = d
            .params
            .map(|p| p.0)
            .or(d.body.map(|b| b.0))
            .unwrap_or(d.end + 1);
        let (q, is_extern, reference) = self.quals(d.head, head_end);
        if let (Some(params), true) = (d.params, self.s.is(d.head, "typedef")) {
            let s = self.s;
            self.function_typedefs
                .insert(s.text(declarator_id(s, params.0).1));
        }
        if let (Some(params), Some(body), false) = (d.params, d.body, q.global) {
            if q.host || !q.device {
                let s = self.s;
                let has_this =
                    class && !(d.head..head_end).any(|i| s.is(i, "static") || s.is(i, "friend"));
                self.out.host_fns.push(HostFn {
                    start: d.start,
                    template_list: d.template,
                    params,
                    body,
                    host_device: q.device,
                    template: d.template.is_some() || self.templates > 0,
                    has_this,
                });
            }
        }
        if !q.any() && !reference {
            return;
        }
        let s = self.s;
        if q.global {
            let friend = (d.head..head_end).any(|i| s.is(i, "friend"));
            match (d.params, d.body) {
                (_, Some(_)) if class && !friend => self.out.errors.push((
                    d.head,
                    "a __global__ function cannot be a member function".to_string(),
                )),
                _ if class => {}
                (Some(params), Some(body)) => {
                    let (name_start, name) = declarator_id(s, params.0);
                    self.out.kernels.push(KernelDef {
                        scope: path.to_vec(),
                        start: d.start,
                        template: d.template.filter(|_| !d.specialization),
                        specialization: d.specialization,
                        name_start,
                        name,
                        params,
                        body,
                    });
                }
                // A prototype: the qualifier is stripped, the declaration stays.
                (Some(params), None) => self.out.kernel_prototypes.push(params),
                _ => {}
            }
            return;
        }
        if let Some(params) = d.params {
            // A function: device-only ones do not exist on the host, but for those host code
            // may name (see `keep_declared`): member functions (`using Base::f;`,
            // `decltype(obj.f())`), and functions named where nothing runs. Those whose return
            // type is deduced from a body the host does not have are declared deleted, if
            // members, so that calling one is still an error.
            let (first, last) = d.body.unwrap_or((d.end, d.end));
            let overrides = (params.1..first).any(|i| s.is(i, "override") || s.is(i, "final"));
            let name = declarator_id(s, params.0).1;
            let declared = match class {
                true => !overrides && self.declared_on_host(d.head, params.0),
                false => self.named_on_host.contains(s.text(name)),
            };
            let deduced = (d.head..name).any(|i| s.is(i, "auto"))
                && !(params.1..first).any(|i| s.is(i, "->"));
            let operator = (d.head..=name).any(|i| s.is(i, "operator"));
            let host_too = self.relaxed_constexpr && (d.head..name).any(|i| s.is(i, "constexpr"));
            if host_too {
                return;
            }
            let device_only = q.device && !q.host;
            let virtual_member = match class {
                true => overrides || (d.head..first).any(|i| s.is(i, "virtual")),
                false => {
                    // `Shape::area`, or a class template's `Shape<T>::area`.
                    let owner = name.checked_sub(2).filter(|&o| s.is(o + 1, "::"));
                    let owner = owner.map(|o| match s.is(o, ">") {
                        true => s.angle_open(o).map_or(o, |open| open.saturating_sub(1)),
                        false => o,
                    });
                    owner.is_some_and(|o| {
                        let key = (s.text(o).to_string(), s.text(name).to_string());
                        self.virtual_members.contains(&key)
                    })
                }
            };
            if device_only && virtual_member {
                if let (true, Some(class_name)) = (class, self.classes.last()) {
                    let key = (class_name.clone(), s.text(name).to_string());
                    self.virtual_members.insert(key);
                }
                // Declared as the other device-only members are, but for a destructor, whose
                // calls the host compiler makes itself (from a derived class's).
                let destructor = s.is(declarator_id(s, params.0).0.wrapping_sub(1), "~");
                match class && !destructor {
                    true => self.keep_declared(d, params.0),
                    false => self.keep_virtual(d),
                }
                return;
            }
            if q.device && !q.host && declared && !deduced {
                self.keep_declared(d, params.0);
            } else if q.device && !q.host && declared && class && !operator {
                self.out
                    .replacements
                    .push(((first, last), " = delete;".into()));
            } else if q.device && !q.host {
                self.out.removals.push((d.start, d.end));
                if let (Some(params), false) = (d.params, class) {
                    self.out.device_fns.push(DeviceFn {
                        scope: path.to_vec(),
                        params,
                    });
                }
            }
            return;
        }
        if q.shared {
            // Shared memory exists only while a block runs; the host has nothing to shadow.
            if !class {
                self.out.removals.push((d.start, d.end));
            }
            return;
        }
        let register = (q.device || q.constant || q.managed || reference)
            && !class
            && !is_extern
            && d.template.is_none();
        if q.managed && !class && d.template.is_none() {
            self.bind_managed_names(d, is_extern);
        }
        let declarator_end = (d.head..d.end).find(|&i| s.is(i, "=")).unwrap_or(d.end);
        let constant_expression =
            (d.head..declarator_end).any(|i| matches!(s.text(i), "const" | "constexpr"));
        if let (Some(template), true) = (d.template, s.is(d.end, ";")) {
            // A constant one is read where it is written; only a variable's instances are
            // copied to and from.
            if (q.device || q.constant)
                && !q.managed
                && !class
                && !is_extern
                && !constant_expression
            {
                self.drop_device_function_initializers(d.head, d.end);
                // A specialization's name is followed by its arguments (`T* scale<T*>`).
                let specialized = (d.head..declarator_end).find(|&i| {
                    s.is_ident(i)
                        && s.is(i + 1, "<")
                        && s.angle_close(i + 1)
                            .is_some_and(|gt| matches!(s.text(gt + 1), "=" | "{" | ";" | "["))
                });
                let names = match specialized {
                    Some(name) => vec![name],
                    None => self.declarator_names(d.head, d.end),
                };
                self.out.var_templates.push(VarTemplateDef {
                    scope: path.to_vec(),
                    start: d.start,
                    template,
                    names,
                    end: d.end,
                    is_constant: q.constant,
                });
            }
        }
        let to = if s.is(d.end, ";") { d.end } else { d.end + 1 };
        if is_extern && (q.device || q.constant || q.managed) && !class {
            let names = self.declarator_names(d.head, to);
            self.declared_extern
                .extend(names.iter().map(|&n| s.text(n)));
        }
        if register {
            self.drop_device_function_initializers(d.head, to);
            let names = self.declarator_names(d.head, to);
            self.own_to_this_file(d, &names);
            for name in names {
                if self
                    .function_typedefs
                    .contains(s.text(name.wrapping_sub(1)))
                {
                    continue;
                }
                // A reference (`__device__ const int& r = g;`) is no object of its own: its
                // host side names the shadow it binds, which is registered as itself.
                if s.is(name.wrapping_sub(1), "&") || s.is(name.wrapping_sub(1), "&&") {
                    continue;
                }
                self.out.vars.push(VarDef {
                    scope: path.to_vec(),
                    name,
                    is_constant: q.constant,
                    is_managed: q.managed,
                });
            }
        }
    }

    /// Makes the host shadows of the device variables `d` declares (`names`) this file's own
    /// (see [`Scanner::made_static`]).
    fn own_to_this_file(&mut self, d: &Decl, names: &[usize]) {
        if !self.made_static(d, names) {
            return;
        }
        // After the attributes that start the declaration (`alignas(128)` may not follow a
        // decl-specifier), which the CUDA qualifiers become.
        let s = self.s;
        let mut at = d.head;
        while at < d.end {
            match s.text(at) {
                "alignas" | "__attribute__" | "__declspec" | "__align__" if s.is(at + 1, "(") => {
                    at = s.partner(at + 1).map_or(d.end, |close| close + 1);
                }
                "[" if s.is(at + 1, "[") => at = s.partner(at).map_or(d.end, |close| close + 1),
                q if super::QUALIFIERS.contains(&q) => at += 1,
                _ => break,
            }
        }
        self.out.insertions.push((at.min(d.end), "static ".into()));
    }

    /// Whether the rewrite makes the device variables `d` declares (`names`) `static`: where
    /// device code is not relocatable, each file's are its own, as nvcc makes them (a header
    /// defining `__constant__ float c[4];` gives each file that includes it its own, and a
    /// host variable of the same name in another file is another variable). Not where they
    /// are `static` already or the file declared one of them `extern` before (the host
    /// compiler refuses a `static` after that), nor where a name is qualified (`__device__ int
    /// ns::x = 5;` defines one its namespace declares).
    fn made_static(&self, d: &Decl, names: &[usize]) -> bool {
        let s = self.s;
        !self.relocatable
            && !(d.head..d.end).any(|i| s.is(i, "static"))
            && !names.iter().any(|&n| {
                !s.written_qualifier(n).is_empty() || self.declared_extern.contains(s.text(n))
            })
    }

    /// Binds the names a `__managed__` declaration declares to the variables' managed memory:
    /// each declarator's own variable becomes its host shadow (`__fc_managed_<name>`, which
    /// holds the initial value and is what the runtime registers), and the name a reference
    /// to the memory the runtime allocates for it, so that host code reads and writes the
    /// one object kernels use and `&name` is its address.
    fn bind_managed_names(&mut self, d: &Decl, is_extern: bool) {
        let s = self.s;
        let semicolon = if s.is(d.end, ";") { d.end } else { d.end + 1 };
        if !s.is(semicolon, ";") {
            return;
        }
        let names = self.declarator_names(d.head, semicolon);
        let is_static =
            (d.head..semicolon).any(|i| s.is(i, "static")) || self.made_static(d, &names);
        let mut references = String::new();
        for &name in &names {
            // (`__managed__ int ns::x = 5;` names its namespace where it is defined.)
            let (qualifier, simple) = (s.written_qualifier(name), s.text(name));
            let n = format!("{qualifier}{simple}");
            let shadow = format!("{qualifier}{MANAGED_SHADOW_PREFIX}{simple}");
            self.out
                .insertions
                .push((name, MANAGED_SHADOW_PREFIX.into()));
            let ty = format!("__typeof__({shadow})");
            let _ = match (is_extern, is_static) {
                (true, _) => write!(references, " extern {ty}& {n};"),
                (false, linkage) => write!(
                    references,
                    " {}{ty}& {n} = *({ty}*)__ferrocudaManagedVar((void*)&{shadow}, sizeof({shadow}));",
                    if linkage { "static " } else { "" }
                ),
            };
        }
        if !references.is_empty() {
            self.out
                .replacements
                .push(((semicolon, semicolon), format!(";{references}")));
        }
    }

    /// Keeps the device-only function `d` declared on the host, as nvcc does, so that host
    /// code may name it where nothing runs (`decltype(f(x))`, `sizeof`, a kernel's template
    /// argument); a call of it there is an error of the host compiler's, and its body, never
    /// run, traps.
    fn keep_declared(&mut self, d: &Decl, open: usize) {
        // Before the declarator's name, past a template's requires clause (`operator` for an
        // operator).
        let s = self.s;
        let (first, name) = declarator_id(s, open);
        let at = (name.saturating_sub(3)..=name)
            .find(|&i| s.is(i, "operator"))
            .unwrap_or(first);
        self.out.insertions.push((
            at,
            "__attribute__((__error__(\"a __device__ function cannot be called from host code\"))) "
                .into(),
        ));
        if let Some(body) = d.body {
            self.out
                .replacements
                .push((body, "{ __builtin_trap(); }".into()));
        }
    }

    /// Keeps a device-only virtual destructor, or a virtual member function's definition out
    /// of its class, on the host, its body a trap: the class's layout and virtual table are
    /// then the device's, as nvcc keeps them (a class whose virtual functions are all
    /// `__device__` is as large on the host, where programs size allocations for objects that
    /// kernels construct). A call the host compiler makes directly is an error there (see
    /// [`Scanner::keep_declared`]); one through the virtual table traps.
    fn keep_virtual(&mut self, d: &Decl) {
        if let Some(body) = d.body {
            self.out
                .replacements
                .push((body, "{ __builtin_trap(); }".into()));
        }
    }

    /// Whether a device-only member function whose declaration starts at `head` and whose
    /// parameter list opens at `open` stays declared on the host (see
    /// [`Scanner::keep_declared`]): one with a return type that is not virtual (the caller
    /// keeps those, see [`Scanner::keep_virtual`]) or a friend. Constructors, destructors and
    /// conversion functions go (a declared one would change what the host may do with the
    /// class).
    fn declared_on_host(&self, head: usize, open: usize) -> bool {
        let s = self.s;
        let (first, name) = declarator_id(s, open);
        if s.is(name, "=") || s.is(first.wrapping_sub(1), "~") {
            return false;
        }
        let mut has_type = false;
        let mut i = head;
        while i < first {
            match s.text(i) {
                "virtual" | "friend" => return false,
                "operator" => {}
                "(" => i = s.partner(i).unwrap_or(first),
                "__device__" | "__forceinline__" | "__noinline__" | "inline" | "__inline__"
                | "constexpr" | "static" | "explicit" | "__attribute__" => {}
                _ => has_type = true,
            }
            i += 1;
        }
        has_type
    }

    /// Removes the initializers in `[from, to)` that name device-only functions (`__device__
    /// op_t op = add;`): those functions do not exist on the host, and the shadow's value is
    /// never the device's (the runtime copies the variable from the device image).
    fn drop_device_function_initializers(&mut self, from: usize, to: usize) {
        let s = self.s;
        let device_only = |k: usize| {
            s.is_ident(k)
                && self
                    .out
                    .device_fns
                    .iter()
                    .any(|f| s.text(declarator_id(s, f.params.0).1) == s.text(k))
        };
        let mut i = from;
        while i < to {
            if matches!(s.text(i), "(" | "[" | "{") {
                i = s.partner(i).unwrap_or(to) + 1;
                continue;
            }
            if s.is(i, "=") {
                // The initializer runs to the next `,` outside brackets, or to the end.
                let mut end = i + 1;
                while end < to && !s.is(end, ",") {
                    end = match s.text(end) {
                        "(" | "[" | "{" => s.partner(end).unwrap_or(to) + 1,
                        _ => end + 1,
                    };
                }
                if (i + 1..end.min(to)).any(device_only) {
                    let list = i + 1;
                    if s.is(list, "{") && s.partner(list) == Some(end - 1) {
                        // An array's size may come from its initializer: as many elements stay,
                        // value-initialized.
                        let items = vec!["{}"; initializer_items(s, list)];
                        let text = format!("{{{}}}", items.join(", "));
                        self.out.replacements.push(((list, end - 1), text));
                    } else {
                        self.out.removals.push((i, end - 1));
                    }
                }
                i = end;
                continue;
            }
            i += 1;
        }
    }

    /// The names declared by the init-declarators in `[from, to)`; a class or enumeration the
    /// declaration defines (`struct P { int a; } p, q;`) is its type, not a declarator.
    fn declarator_names(&self, from: usize, to: usize) -> Vec<usize> {
        let s = self.s;
        let mut names = Vec::new();
        let mut cand = None;
        let mut in_init = false;
        let mut angle = 0i32;
        let mut i = from;
        while i < to {
            let t = s.text(i);
            match t {
                // The body of the class the declaration defines: its tag (or base) named before
                // it is no declarator.
                "{" if !in_init && names.is_empty() && self.class_key(from, i).is_some() => {
                    cand = None;
                    i = s.partner(i).unwrap_or(to);
                }
                "(" | "[" | "{" => {
                    let close = s.partner(i).unwrap_or(to);
                    let taker =
                        s.is_ident(i.wrapping_sub(1)) && PAREN_TAKERS.contains(&s.text(i - 1));
                    let pointer = matches!(s.text(i + 1), "*" | "&");
                    if !in_init && t == "(" && !taker && (pointer || parenthesized_name(s, i)) {
                        // `(*name)`, `(name)`: the name is inside.
                        if let Some(k) = (i + 1..close).rev().find(|&k| s.is_ident(k)) {
                            cand = Some(k);
                        }
                    } else if !in_init && t != "[" && !taker && angle <= 0 {
                        in_init = true;
                    }
                    i = close;
                }
                "=" if angle <= 0 => in_init = true,
                "," if angle <= 0 || in_init => {
                    names.extend(cand.take());
                    in_init = false;
                    angle = 0;
                }
                "<" if !in_init => angle += 1,
                ">" if !in_init => angle -= 1,
                ">>" if !in_init => angle -= 2,
                _ if s.is_ident(i)
                    && !in_init
                    && angle <= 0
                    && !NOT_A_NAME.contains(&t)
                    && !PAREN_TAKERS.contains(&t)
                    && !s.is(i + 1, "::")
                    && !s.is(i + 1, "<") =>
                {
                    cand = Some(i)
                }
                _ => {}
            }
            i += 1;
        }
        names.extend(cand);
        names
    }
}

/// The declarator-id before the parameter list at `open`: its first token and the token of the
/// unqualified name.
pub fn declarator_id(s: &Stream, open: usize) -> (usize, usize) {
    let mut name = open.saturating_sub(1);
    if s.is(name, ">") || s.is(name, ">>") {
        if let Some(o) = s.angle_open(name) {
            name = o.saturating_sub(1);
        }
    }
    let mut first = name;
    while first >= 2 && s.is(first - 1, "::") && s.is_ident(first - 2) {
        first -= 2;
    }
    (first, name)
}

/// How many items the braced initializer list opened at `open` holds.
fn initializer_items(s: &Stream, open: usize) -> usize {
    let close = s.partner(open).unwrap_or(open);
    let (mut items, mut pending) = (0, false);
    let mut i = open + 1;
    while i < close {
        if s.is(i, ",") {
            items += usize::from(pending);
            pending = false;
        } else {
            pending = true;
            if matches!(s.text(i), "(" | "[" | "{") {
                i = s.partner(i).unwrap_or(close);
            }
        }
        i += 1;
    }
    items + usize::from(pending)
}

/// Where the `requires` clause at `i` ends: after its primary expressions (names with template
/// arguments, parenthesized expressions, `requires` expressions, whose braces are not a body)
/// and the `&&` and `||` between them.
fn requires_clause_end(s: &Stream, mut i: usize) -> usize {
    let past = |i: usize| s.partner(i).map_or(s.len(), |c| c + 1);
    i += 1;
    loop {
        if s.is(i, "requires") {
            i += 1;
            if s.is(i, "(") {
                i = past(i);
            }
            if s.is(i, "{") {
                i = past(i);
            }
        } else if s.is(i, "(") {
            i = past(i);
        } else {
            loop {
                if s.is(i, "::") {
                    i += 1;
                }
                if !s.is_ident(i) {
                    break;
                }
                i += 1;
                if s.is(i, "<") {
                    i = s.angle_close(i).map_or(s.len(), |c| c + 1);
                }
                if !s.is(i, "::") {
                    break;
                }
            }
        }
        if s.is(i, "&&") || s.is(i, "||") {
            i += 1;
            continue;
        }
        return i;
    }
}
