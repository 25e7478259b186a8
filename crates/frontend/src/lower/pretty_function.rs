//! `__PRETTY_FUNCTION__` as nvcc's device code spells it, which device `assert` messages show.
//!
//! Measured against nvcc 13.0's device code:
//!
//! ```text
//! void k(T *, int) [with T = float]
//! static void ns::Outer<T>::st(T) [with T = short]
//! void Outer<T>::Inner::f(unsigned long) [with T = float]
//! Outer<T>::operator int() const [with T = int]
//! void tf(T) [with T = float; int N = 4]
//! void un() [with unsigned int N = 7U]
//! T *ptr(T *, const T &) [with T = float]
//! void arrs(const int *, int (&)[4], float2, unsigned long)
//! void <unnamed>::anon(int)
//! S::~S() noexcept
//! unsigned char uc(short, long, char, __nv_bool)
//! lambda [](int)->auto::operator()(int)->auto
//! lambda [](auto)->auto::operator()(auto)->auto [with <auto-1> = double]
//! ```
//!
//! Types are written with their typedefs resolved and their template parameters named: a
//! template's parameters and result are spelled from their declarations, with the arguments
//! in a `[with ...]` list (the function's own first, then each enclosing class template's,
//! innermost first; a pack's as `Ts = int; Ts = float`). Top-level qualifiers of parameters
//! are dropped, `bool` is `__nv_bool`.

use super::stmt::strip_quals;
use super::*;

/// One entry of the `[with ...]` list: `T = float`, `int N = 4`.
type With = Vec<String>;

impl Lowerer<'_> {
    /// `__PRETTY_FUNCTION__` of `decl`, a member of `owner` declared in `ns`, instantiated with
    /// `env`; `sig` is its lowered signature (for what declarations leave to deduction).
    pub(super) fn pretty_function(
        &mut self,
        decl: &FunctionDecl,
        env: &TEnv,
        ns: NsId,
        owner: Owner,
        sig: &Signature,
    ) -> String {
        let mut named: HashSet<Rc<str>> = HashSet::default();
        let mut with = With::new();
        // A template whose packs were expanded is spelled as written (`va(Ts...)`), and one
        // whose packs are all empty ends its signature with a lone `]` (nvcc's spelling).
        let origin = self
            .function_expansion_origins
            .get(&(decl as *const FunctionDecl as usize))
            .cloned();
        let mut expanded = origin.is_some();
        for p in origin.iter().flat_map(|o| o.template.iter().flatten()) {
            named.insert(p.name.clone());
        }
        let mut autos = 0;
        for p in decl.template.iter().flatten() {
            named.insert(p.name.clone());
            // A generic lambda's `auto` parameters are numbered.
            let shown = match closures::is_auto_param(&p.name) {
                true => {
                    autos += 1;
                    format!("<auto-{autos}>")
                }
                false => pack_element(&p.name).unwrap_or_else(|| p.name.to_string()),
            };
            self.with_entry(&mut with, p, &shown, env, ns, decl.loc);
        }
        let class = owner.class();
        if class.is_some_and(|c| self.closures.contains_key(&c)) {
            let lambda = self.pretty_lambda(decl, (env, ns), &named);
            return with_list(lambda, &with);
        }
        let mut scope = String::new();
        let mut outer = class;
        let mut classes = Vec::new();
        while let Some(c) = outer {
            classes.push(c);
            outer = self.enclosing_classes.get(&c).copied();
        }
        let class_ns = classes.last().map(|&c| self.struct_infos[c.0 as usize].ns);
        for name in self.names.namespace_names(class_ns.unwrap_or(ns)) {
            scope.push_str(name.as_deref().unwrap_or("<unnamed>"));
            scope.push_str("::");
        }
        for &c in classes.iter().rev() {
            let info = &self.struct_infos[c.0 as usize];
            let decl = match self.expansion_origins.get(&key(&info.decl)) {
                Some(origin) => {
                    expanded = true;
                    origin.clone()
                }
                None => info.decl.clone(),
            };
            scope.push_str(decl.name.as_deref().unwrap_or(""));
            if let Some(params) = decl.template.as_ref().filter(|p| !p.is_empty()) {
                let names: Vec<String> = params
                    .iter()
                    .map(|p| format!("{}{}", p.name, if p.pack { "..." } else { "" }))
                    .collect();
                scope.push_str(&format!("<{}>", names.join(", ")));
            }
            scope.push_str("::");
            for p in decl.template.iter().flatten() {
                named.insert(p.name.clone());
            }
        }
        // The classes' arguments follow the function's own, innermost class first.
        for &c in &classes {
            let info = &self.struct_infos[c.0 as usize];
            let (decl, class_env, class_ns) = (info.decl.clone(), info.env.clone(), info.ns);
            for p in decl.template.iter().flatten() {
                let shown = pack_element(&p.name).unwrap_or_else(|| p.name.to_string());
                self.with_entry(&mut with, p, &shown, &class_env, class_ns, decl.loc);
            }
        }

        let params = match &origin {
            Some(origin) => self.pretty_params(origin, env, ns, &named, &[]),
            None => self.pretty_params(decl, env, ns, &named, &sig.params),
        };
        let own = decl.name.last().name.clone();
        let mut out = String::new();
        if matches!(owner, Owner::Static(_)) {
            out.push_str("static ");
        }
        let has_result = !matches!(
            decl.role,
            FunctionRole::Constructor | FunctionRole::Destructor | FunctionRole::Conversion
        );
        if has_result {
            let ret = match decl.ret {
                TypeExpr::Auto | TypeExpr::DecltypeAuto => {
                    edg_type(&sig.ret, Cv::NONE, &self.structs) + amp(sig.ret_reference())
                }
                _ => self.spell(&decl.ret, env, ns, &named, decl.loc),
            };
            out.push_str(&joined(&ret, ""));
        }
        out.push_str(&scope);
        out.push_str(&own);
        out.push_str(&format!("({})", params.join(", ")));
        if decl.is_const_method {
            out.push_str(" const");
        }
        if decl.is_volatile_method {
            out.push_str(" volatile");
        }
        if decl.role == FunctionRole::Destructor {
            out.push_str(" noexcept");
        }
        if expanded && with.is_empty() {
            out.push(']');
        }
        with_list(out, &with)
    }

    /// A lambda's call operator: `lambda [](int)->auto::operator()(int)->auto`, whatever it
    /// captures.
    fn pretty_lambda(
        &mut self,
        decl: &FunctionDecl,
        (env, ns): (&TEnv, NsId),
        named: &HashSet<Rc<str>>,
    ) -> String {
        let params = self.pretty_params(decl, env, ns, named, &[]).join(", ");
        let ret = match decl.ret {
            TypeExpr::Auto | TypeExpr::DecltypeAuto => "auto".to_string(),
            _ => self.spell(&decl.ret, env, ns, named, decl.loc),
        };
        format!("lambda []({params})->{ret}::operator()({params})->{ret}")
    }

    /// The parameters' types: as declared, without their top-level qualifiers; the elements of
    /// an expanded pack (`Ts#0 ts#0, Ts#1 ts#1`) as the one pack they were (`Ts...`).
    fn pretty_params(
        &mut self,
        decl: &FunctionDecl,
        env: &TEnv,
        ns: NsId,
        named: &HashSet<Rc<str>>,
        deduced: &[DeclaredTy],
    ) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let mut packs: HashSet<String> = HashSet::default();
        for (i, p) in decl.params.iter().enumerate() {
            let spelled = match p.ty {
                // An `auto` parameter has its argument's type.
                TypeExpr::Auto => match deduced.get(i) {
                    Some(d) => edg_type(&d.ty, Cv::NONE, &self.structs) + amp(d.reference),
                    None => "auto".to_string(),
                },
                _ => self.spell(strip_quals(&p.ty), env, ns, named, p.loc),
            };
            match pack_element(&spelled) {
                Some(pack) => {
                    if packs.insert(pack.clone()) {
                        out.push(format!("{pack}..."));
                    }
                }
                None => out.push(spelled),
            }
        }
        out
    }

    /// The `[with ...]` entries of template parameter `p` bound in `env`.
    fn with_entry(
        &mut self,
        with: &mut With,
        p: &TemplateParam,
        shown: &str,
        env: &TEnv,
        ns: NsId,
        loc: Loc,
    ) {
        let Some(arg) = env.get(&p.name) else {
            return;
        };
        let value = match (&p.kind, arg) {
            (_, TArg::Type(t, cv)) => edg_type(t, *cv, &self.structs),
            (_, TArg::Reference(t, cv, kind)) => {
                let amp = match kind {
                    RefKind::Lvalue => "&",
                    RefKind::Rvalue => "&&",
                };
                joined(&edg_type(t, *cv, &self.structs), amp)
            }
            (_, TArg::Template(i)) => {
                let decl = &self.class_templates[*i as usize].decl;
                decl.name.as_deref().unwrap_or("").to_string()
            }
            (TemplateParamKind::Value { ty, .. }, arg) => {
                let declared = match arg {
                    TArg::Value(_, Some(t)) => Some(t.clone()),
                    _ => self.resolve_type_quiet(ty, env, ns, loc),
                };
                let Some(t) = declared else {
                    return;
                };
                let reference = matches!(strip_quals(ty), TypeExpr::Reference(..));
                let value = match arg {
                    TArg::Value(v, _) => match &t {
                        Ty::Ptr(_) | Ty::Nullptr if *v == 0 => {
                            format!("({})nullptr", edg_type(&t, Cv::NONE, &self.structs))
                        }
                        Ty::MemberPtr(member, class) => self.member_named(member, *class, *v),
                        _ => match self.enumerator_named(ty, *v, env, ns) {
                            Some(name) => name,
                            None => edg_value(*v, &t),
                        },
                    },
                    TArg::Function(id) => self.module.function(*id).name.clone(),
                    TArg::Object { global, .. } => {
                        self.module.globals[global.0 as usize].name.clone()
                    }
                    _ => return,
                };
                let declared = declarator(&t, reference, shown, &self.structs);
                with.push(format!("{declared} = {value}"));
                return;
            }
            _ => return,
        };
        with.push(format!("{shown} = {value}"));
    }

    /// The member a pointer to member of `class` with the value `v` points to: `&P::y`, `&P::m`.
    fn member_named(&self, member: &Ty, class: StructId, v: i64) -> String {
        let name = match member {
            Ty::Func(_) => v
                .checked_sub(self.numbered(0))
                .and_then(|position| self.function_pointers.get(position as usize))
                .map(|&(id, _)| {
                    let name = &self.module.function(id).name;
                    name.rsplit("::").next().unwrap_or(name).to_string()
                }),
            _ => self.structs[class.0 as usize]
                .fields
                .iter()
                .find(|f| f.offset as i64 == v && f.bits.is_none())
                .map(|f| f.name.to_string()),
        };
        match name {
            Some(name) => format!("&{}::{name}", self.structs[class.0 as usize].name),
            None => "nullptr".to_string(),
        }
    }

    /// The enumerator of value `v` of the enumeration `ty` names, as the spelling names it:
    /// `Color::Green` for a scoped enumeration's, `Green` for another's.
    fn enumerator_named(&mut self, ty: &TypeExpr, v: i64, env: &TEnv, ns: NsId) -> Option<String> {
        let TypeExpr::Named(path) = self.unalias(ty, ns) else {
            return None;
        };
        let (decl, decl_ns) =
            self.names
                .lookup_path(ns, &path)
                .into_iter()
                .find_map(|e| match e {
                    Entity::Enum(decl, ns) => Some((decl, ns)),
                    _ => None,
                })?;
        let index = (0..decl.items.len())
            .find(|&i| self.enumerator_value(&decl, i, env, decl_ns) == Some(v))?;
        let item = &decl.items[index].name;
        Some(match (decl.scoped, &decl.name) {
            (true, Some(name)) => format!("{name}::{item}"),
            _ => item.to_string(),
        })
    }

    /// `t` as written, its typedefs resolved and the template parameters of `named` kept as
    /// names: `const T &`, `T *`, `int (&)[4]`, `Ts...`.
    fn spell(
        &mut self,
        t: &TypeExpr,
        env: &TEnv,
        ns: NsId,
        named: &HashSet<Rc<str>>,
        loc: Loc,
    ) -> String {
        match t {
            TypeExpr::Named(path)
                if path.segments.len() == 1
                    && path.segments[0].targs.is_none()
                    && named.contains(&path.segments[0].name) =>
            {
                let name = &path.segments[0].name;
                match closures::is_auto_param(name) {
                    true => "auto".to_string(),
                    false => name.to_string(),
                }
            }
            TypeExpr::Pointer(inner) => joined(&self.spell(inner, env, ns, named, loc), "*"),
            TypeExpr::Reference(inner, kind) => {
                let amp = match kind {
                    RefKind::Lvalue => "&",
                    RefKind::Rvalue => "&&",
                };
                match &**inner {
                    TypeExpr::Array(elem, Some(_)) => {
                        let elem = self.spell(elem, env, ns, named, loc);
                        match self.resolve_type_quiet(inner, env, ns, loc) {
                            Some(Ty::Array(_, Some(n))) => format!("{elem} ({amp})[{n}]"),
                            _ => format!("{elem} ({amp})[]"),
                        }
                    }
                    _ => joined(&self.spell(inner, env, ns, named, loc), amp),
                }
            }
            TypeExpr::Qualified(inner, q) => {
                let inner_text = self.spell(inner, env, ns, named, loc);
                let words = match (q.is_const, q.is_volatile) {
                    (true, true) => "const volatile",
                    (true, false) => "const",
                    (false, true) => "volatile",
                    (false, false) => return inner_text,
                };
                match &**inner {
                    TypeExpr::Pointer(_) => joined(&inner_text, words),
                    _ => format!("{words} {inner_text}"),
                }
            }
            TypeExpr::PackExpansion(inner) => {
                format!("{}...", self.spell(inner, env, ns, named, loc))
            }
            TypeExpr::Named(_) => {
                let alias = self.unalias(t, ns);
                if alias != *t {
                    return self.spell(&alias, env, ns, named, loc);
                }
                self.spell_resolved(t, env, ns, loc)
            }
            _ => self.spell_resolved(t, env, ns, loc),
        }
    }

    fn spell_resolved(&mut self, t: &TypeExpr, env: &TEnv, ns: NsId, loc: Loc) -> String {
        match self.resolve_type_quiet(t, env, ns, loc) {
            Some(ty) => edg_type(&ty, Cv::NONE, &self.structs),
            None => "<unknown>".to_string(),
        }
    }
}

/// `signature` followed by its template arguments, if it has any: ` [with T = float]`.
fn with_list(mut signature: String, with: &[String]) -> String {
    if !with.is_empty() {
        signature.push_str(&format!(" [with {}]", with.join("; ")));
    }
    signature
}

/// The pack a parameter or template parameter name of an expanded pack belongs to (`Ts` of
/// `Ts#1`).
fn pack_element(name: &str) -> Option<String> {
    let (pack, index) = name.rsplit_once('#')?;
    index
        .bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| pack.to_string())
}

fn amp(reference: Option<RefKind>) -> &'static str {
    match reference {
        None => "",
        Some(RefKind::Lvalue) => " &",
        Some(RefKind::Rvalue) => " &&",
    }
}

/// `base` followed by the declarator part `tail` as the spelling writes them: `T *`, `T **`,
/// `T *const`, and a result type before the function's name (`T *ptr`, `void f`).
fn joined(base: &str, tail: &str) -> String {
    if base.ends_with('*') || base.ends_with('&') {
        format!("{base}{tail}")
    } else {
        format!("{base} {tail}")
    }
}

/// A type with the qualifiers of `cv` at each level: `const int *`, `int *const`, `__nv_bool`.
fn edg_type(t: &Ty, cv: Cv, structs: &[StructLayout]) -> String {
    let (is_const, is_volatile) = (cv.is_const(), cv.is_volatile());
    let words = match (is_const, is_volatile) {
        (true, true) => "const volatile",
        (true, false) => "const",
        (false, true) => "volatile",
        (false, false) => "",
    };
    match t {
        Ty::Ptr(inner) => {
            let base = joined(&edg_type(inner, cv.held(), structs), "*");
            match words {
                "" => base,
                w => format!("{base}{w}"),
            }
        }
        _ => {
            let base = match t {
                Ty::Bool => "__nv_bool".to_string(),
                _ => display(t, structs),
            };
            match words {
                "" => base,
                w => format!("{w} {base}"),
            }
        }
    }
}

/// A declaration of `name` with the type `t` (a reference to it where `reference`), the name
/// inside the declarator: `int N`, `int *Q`, `int &R`, `int (*F)(int)`, `int P::*M`,
/// `int (P::*M)() const`.
fn declarator(t: &Ty, reference: bool, name: &str, structs: &[StructLayout]) -> String {
    let function = |f: &FuncTy, inner: String| {
        let part = |d: &DeclaredTy| edg_type(&d.ty, d.cv, structs) + amp(d.reference);
        let params: Vec<String> = f.params.iter().map(part).collect();
        let qualifier = crate::types::method_qualifiers(f);
        let ret = part(&f.ret);
        format!("{} ({inner})({}){qualifier}", ret, params.join(", "))
    };
    if let Some(Ty::Func(f)) = t.pointee() {
        return function(f, format!("*{name}"));
    }
    match t {
        Ty::Func(f) if reference => function(f, format!("&{name}")),
        Ty::MemberPtr(m, class) => {
            let class = display(&Ty::Struct(*class), structs);
            match &**m {
                Ty::Func(f) => function(f, format!("{class}::*{name}")),
                m => format!("{} {class}::*{name}", edg_type(m, Cv::NONE, structs)),
            }
        }
        _ if reference => joined(&joined(&edg_type(t, Cv::NONE, structs), "&"), name),
        _ => joined(&edg_type(t, Cv::NONE, structs), name),
    }
}

/// A template argument's value as the spelling writes it: `4`, `7U`, `-3LL`, `true`, `'x'`.
fn edg_value(v: i64, t: &Ty) -> String {
    match t {
        Ty::Bool => (v != 0).to_string(),
        Ty::Int {
            bytes: 1,
            signed: true,
            spelling: IntSpelling::Plain,
        } if (0x20..0x7f).contains(&v) && v != i64::from(b'\'') && v != i64::from(b'\\') => {
            format!("'{}'", v as u8 as char)
        }
        Ty::Int {
            bytes,
            signed,
            spelling,
        } => {
            let suffix = match (bytes, spelling) {
                (8, IntSpelling::LongLong) => "LL",
                (8, _) => "L",
                _ => "",
            };
            match signed {
                true => format!("{v}{suffix}"),
                false => format!("{}U{suffix}", v as u64 & mask(*bytes)),
            }
        }
        Ty::Enum(e) => format!("({}){v}", e.name),
        _ => v.to_string(),
    }
}

fn mask(bytes: u8) -> u64 {
    match bytes {
        8.. => u64::MAX,
        n => (1u64 << (8 * u32::from(n))) - 1,
    }
}
