//! The names CUDA's tools give kernels: the Itanium C++ ABI's mangling of a kernel's
//! qualified name, template arguments and parameter types (`_Z6kernelPfi`,
//! `_ZN2ns5innerEP1PPKij`, `_Z2tkIfLi4EEvPT_`), which a driver API program looks kernels up
//! by and reads back (`cuKernelGetName`, `cuLibraryEnumerateKernels`).
//!
//! Parameter types are mangled as written, so that `const` at every level of a pointer and
//! the template's own parameters (`T_`, `T0_`) come out as the declaration spells them; a
//! written name that is not a template parameter is mangled as the type it names.
//!
//! Invariant: every substitution candidate is recorded under a key that identifies the entity
//! (a class by its id, a namespace by its path, a template by its declaration), not under its
//! mangled text, so that one entity is one candidate however it was spelled.

use super::*;

/// The substitution candidates met so far, in the order the ABI numbers them.
#[derive(Default)]
struct Substitutions {
    keys: Vec<String>,
}

/// A mangled component: `key` identifies what it names, `text` is how it is written here
/// (a substitution where it was met before).
struct Part {
    key: String,
    text: String,
}

impl Substitutions {
    /// `part` as a substitution candidate: a reference to its first occurrence, or itself,
    /// recorded.
    fn candidate(&mut self, part: Part) -> Part {
        match self.reference(&part.key) {
            Some(text) => Part {
                key: part.key,
                text,
            },
            None => {
                self.keys.push(part.key.clone());
                part
            }
        }
    }

    /// `S_`, `S0_`, `S1_`... for the candidate recorded under `key`, if there is one.
    fn reference(&self, key: &str) -> Option<String> {
        let i = self.keys.iter().position(|k| k == key)?;
        Some(match i {
            0 => "S_".to_string(),
            _ => format!("S{}_", base36(i - 1)),
        })
    }
}

fn base36(mut n: usize) -> String {
    const DIGITS: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[n % 36]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

fn source_name(name: &str) -> String {
    format!("{}{name}", name.len())
}

/// The code of a type the ABI writes with letters, if it is one.
fn builtin_code(ty: &Ty) -> Option<&'static str> {
    Some(match ty {
        Ty::Void => "v",
        Ty::Bool => "b",
        Ty::Float => "f",
        Ty::Double { long: false } => "d",
        Ty::Double { long: true } => "e",
        Ty::Nullptr => "Dn",
        Ty::Int {
            bytes,
            signed,
            spelling,
        } => match (bytes, signed, spelling) {
            (_, _, IntSpelling::WChar) => "w",
            (_, _, IntSpelling::Char8) => "Du",
            (_, _, IntSpelling::Char16) => "Ds",
            (_, _, IntSpelling::Char32) => "Di",
            (1, _, IntSpelling::SignedChar) => "a",
            (1, true, _) => "c",
            (1, false, _) => "h",
            (2, true, _) => "s",
            (2, false, _) => "t",
            (4, true, _) => "i",
            (4, false, _) => "j",
            (8, true, IntSpelling::LongLong) => "x",
            (8, false, IntSpelling::LongLong) => "y",
            (8, true, _) => "l",
            (8, false, _) => "m",
            (16, true, _) => "n",
            (16, false, _) => "o",
            _ => return None,
        },
        _ => return None,
    })
}

/// One step of a qualified name: a namespace (`None`: an unnamed one), or a class or
/// function name, which is a substitution candidate under `key`.
enum Step {
    Namespace(Option<Rc<str>>),
    Name {
        name: Rc<str>,
        key: String,
        template: Option<TemplateUse>,
    },
}

/// A template named with arguments: the template's key (a candidate before its arguments)
/// and what its arguments are mangled from.
struct TemplateUse {
    key: String,
    params: Option<Vec<TemplateParam>>,
    args: Args,
    env: TEnv,
    ns: NsId,
}

/// A template's arguments: as substituted, or as a kernel template's declaration writes them
/// (naming the kernel's parameters, `Arr<T, N>`).
enum Args {
    Resolved(Vec<TArg>),
    Written {
        args: Vec<TemplateArg>,
        kernel_params: Vec<TemplateParam>,
    },
}

impl Lowerer<'_> {
    /// The mangled name of kernel `decl` of namespace `ns` instantiated with `env`, or `None`
    /// where it uses what this mangling does not write (a parameter pack, a template argument
    /// that is a function or a template).
    pub(super) fn mangled_kernel_name(
        &mut self,
        decl: &FunctionDecl,
        env: &TEnv,
        ns: NsId,
    ) -> Option<String> {
        let params: &[TemplateParam] = decl.template.as_deref().unwrap_or(&[]);
        if params.iter().any(|p| p.pack) {
            return None;
        }
        let template = match &decl.template {
            Some(_) => Some(TemplateUse {
                key: format!("f{}", key_of(decl)),
                params: decl.template.clone(),
                args: Args::Resolved(
                    params
                        .iter()
                        .map(|p| env.get(&p.name).cloned())
                        .collect::<Option<Vec<_>>>()?,
                ),
                env: env.clone(),
                ns,
            }),
            None => None,
        };
        let mut steps = self.namespace_steps(ns);
        steps.push(Step::Name {
            name: decl.name.last().name.clone(),
            key: String::new(),
            template,
        });
        let mut subs = Substitutions::default();
        let mut out = format!("_Z{}", self.mangle_path(&mut subs, &steps, true)?);
        // A template's instance writes its return type too.
        if decl.template.is_some() {
            out += &self
                .mangle_written(&mut subs, &decl.ret, params, env, ns)?
                .text;
        }
        if decl.params.is_empty() {
            out.push('v');
        }
        for p in &decl.params {
            // An array parameter is a pointer to its elements.
            let ty = match &p.ty {
                TypeExpr::Array(elem, _) => TypeExpr::Pointer(elem.clone()),
                t => t.clone(),
            };
            out += &self.mangle_written(&mut subs, &ty, params, env, ns)?.text;
        }
        Some(out)
    }

    /// The mangled name of the instance for `targs` of the variable template `var` (its
    /// parameters `params`) of namespace `ns` (`_Z2tvIiE`, `_ZN2ns5tableIfLi4EEE`), as NVRTC
    /// lowers a name expression naming it; `None` where it uses what this mangling does not
    /// write.
    pub(super) fn mangled_variable_instance(
        &mut self,
        var: &VarDecl,
        params: &[TemplateParam],
        targs: &[TArg],
        ns: NsId,
    ) -> Option<String> {
        if params.iter().any(|p| p.pack) {
            return None;
        }
        let mut steps = self.namespace_steps(ns);
        steps.push(Step::Name {
            name: var.name.clone(),
            key: String::new(),
            template: Some(TemplateUse {
                key: format!("v{}", key_of(var)),
                params: Some(params.to_vec()),
                args: Args::Resolved(targs.to_vec()),
                env: Rc::default(),
                ns,
            }),
        });
        let mut subs = Substitutions::default();
        Some(format!("_Z{}", self.mangle_path(&mut subs, &steps, false)?))
    }

    /// The namespaces from the global one to `ns`, outermost first.
    fn namespace_steps(&self, ns: NsId) -> Vec<Step> {
        self.names
            .namespace_names(ns)
            .into_iter()
            .map(Step::Namespace)
            .collect()
    }

    /// A qualified name: `N...E` around two steps or more (`St` standing for a first `std`),
    /// each prefix a substitution candidate, and a template's name too; the name of a
    /// function (the last step where `function`) is not one. Template arguments are mangled
    /// where they stand, after their template's candidate.
    fn mangle_path(
        &mut self,
        subs: &mut Substitutions,
        steps: &[Step],
        function: bool,
    ) -> Option<String> {
        let std_first = matches!(steps.first(), Some(Step::Namespace(Some(n))) if &**n == "std");
        let mut namespace_key = String::from("n");
        let mut text = String::new();
        let mut components = 0;
        for (i, step) in steps.iter().enumerate() {
            let last = i + 1 == steps.len();
            match step {
                Step::Namespace(_) if i == 0 && std_first => text += "St",
                Step::Namespace(name) => {
                    let name = name.as_deref().unwrap_or("_GLOBAL__N_1");
                    namespace_key += &format!("::{name}");
                    text = prefix_step(subs, &namespace_key, text, name, true);
                    components += 1;
                }
                Step::Name {
                    name,
                    key,
                    template: None,
                } => {
                    text = prefix_step(subs, key, text, name, !(last && function));
                    components += 1;
                }
                Step::Name {
                    name,
                    key,
                    template: Some(t),
                } => {
                    text = prefix_step(subs, &t.key, text, name, true);
                    let args = match &t.args {
                        Args::Resolved(targs) => self.mangle_template_args(
                            subs,
                            t.params.as_deref(),
                            targs,
                            &t.env,
                            t.ns,
                        )?,
                        Args::Written {
                            args,
                            kernel_params,
                        } => self.mangle_written_args(
                            subs,
                            t.params.as_deref(),
                            args,
                            kernel_params,
                            &t.env,
                            t.ns,
                        )?,
                    };
                    text += &format!("I{args}E");
                    if !(last && function) {
                        subs.candidate(Part {
                            key: key.clone(),
                            text: String::new(),
                        });
                    }
                    components += 1;
                }
            }
        }
        Some(match components {
            1 => text,
            _ => format!("N{text}E"),
        })
    }

    /// `I...E`'s contents: each argument, a value as `L<type><number>E`.
    fn mangle_template_args(
        &mut self,
        subs: &mut Substitutions,
        params: Option<&[TemplateParam]>,
        targs: &[TArg],
        env: &TEnv,
        ns: NsId,
    ) -> Option<String> {
        let mut out = String::new();
        for (i, a) in targs.iter().enumerate() {
            match a {
                TArg::Type(t, cv) => out += &self.mangle_ty(subs, t, *cv)?.text,
                TArg::Reference(t, cv, kind) => {
                    let inner = self.mangle_ty(subs, t, *cv)?;
                    out += &reference(subs, inner, *kind).text;
                }
                TArg::Value(v, typed) => {
                    let declared = params
                        .and_then(|p| p.get(i))
                        .and_then(|p| match &p.kind {
                            TemplateParamKind::Value { ty, .. } => Some(ty.clone()),
                            _ => None,
                        })
                        .and_then(|ty| self.resolve_type_quiet(&ty, env, ns, Loc::default()));
                    let ty = declared.or_else(|| typed.clone()).unwrap_or(INT);
                    // A pointer to member is mangled as the member's name, not a number.
                    if matches!(ty, Ty::MemberPtr(..)) {
                        return None;
                    }
                    let code = builtin_code(&ty).unwrap_or("i");
                    out += &match v {
                        v if *v < 0 => format!("L{code}n{}E", v.unsigned_abs()),
                        v => format!("L{code}{v}E"),
                    };
                }
                TArg::Function(_)
                | TArg::Object { .. }
                | TArg::Template(_)
                | TArg::AliasTemplate(_) => return None,
            }
        }
        Some(out)
    }

    /// A type as written in a template's declaration: its own parameters as `T_`, `T0_`...,
    /// qualifiers, pointers and references as written, anything else as the type it names.
    fn mangle_written(
        &mut self,
        subs: &mut Substitutions,
        t: &TypeExpr,
        params: &[TemplateParam],
        env: &TEnv,
        ns: NsId,
    ) -> Option<Part> {
        Some(match t {
            TypeExpr::Named(path) if own_parameter(path, params).is_some() => {
                let i = own_parameter(path, params)?;
                subs.candidate(Part {
                    key: format!("T{i}"),
                    text: template_param(i),
                })
            }
            TypeExpr::Qualified(inner, q) => {
                let inner = self.mangle_written(subs, inner, params, env, ns)?;
                qualified(subs, inner, q.is_const, q.is_volatile)
            }
            TypeExpr::Pointer(inner) => {
                let inner = self.mangle_written(subs, inner, params, env, ns)?;
                subs.candidate(Part {
                    key: format!("P{}", inner.key),
                    text: format!("P{}", inner.text),
                })
            }
            TypeExpr::Reference(inner, kind) => {
                let inner = self.mangle_written(subs, inner, params, env, ns)?;
                reference(subs, inner, *kind)
            }
            TypeExpr::Function(ret, fparams, false) => {
                let ret = self.mangle_written(subs, ret, params, env, ns)?;
                let mut parts = Vec::new();
                for p in fparams {
                    parts.push(self.mangle_written(subs, &p.ty, params, env, ns)?);
                }
                function_type(subs, ret, parts, None)
            }
            TypeExpr::Named(path) if mentions_any(t, params) => {
                let written = path.segments.last()?.targs.clone()?;
                let Ty::Struct(sid) = self.resolve_type_quiet(t, env, ns, Loc::default())? else {
                    return None;
                };
                // A dependent class is a candidate of its own, told from others by its
                // arguments as written (mangled without substitutions).
                let template_params = self.struct_infos[sid.0 as usize].decl.template.clone();
                let canonical = self.mangle_written_args(
                    &mut Substitutions::default(),
                    template_params.as_deref(),
                    &written,
                    params,
                    env,
                    ns,
                )?;
                let key = format!("d{}<{canonical}>", sid.0);
                if let Some(text) = subs.reference(&key) {
                    return Some(Part { key, text });
                }
                let args = Args::Written {
                    args: written,
                    kernel_params: params.to_vec(),
                };
                return self.mangle_class_as(subs, sid, key, Some(args));
            }
            _ => return self.mangle_resolved(subs, t, env, ns),
        })
    }

    /// Template arguments as a kernel template writes them: types as written, its value
    /// parameters as `XT_E`, other values as the constants they are.
    fn mangle_written_args(
        &mut self,
        subs: &mut Substitutions,
        template_params: Option<&[TemplateParam]>,
        args: &[TemplateArg],
        kernel_params: &[TemplateParam],
        env: &TEnv,
        ns: NsId,
    ) -> Option<String> {
        let mut out = String::new();
        for (i, a) in args.iter().enumerate() {
            match a {
                TemplateArg::Type(t) => {
                    out += &self.mangle_written(subs, t, kernel_params, env, ns)?.text;
                }
                TemplateArg::Expr(e) => {
                    let named = match &e.kind {
                        ExprKind::Name(p) if !p.global && p.segments.len() == 1 => kernel_params
                            .iter()
                            .position(|k| k.name == p.segments[0].name),
                        _ => None,
                    };
                    out += &match named {
                        Some(k) => format!("X{}E", template_param(k)),
                        None => {
                            let v = self.const_eval(e, env, ns)?;
                            let params = template_params.map(|p| &p[i..]);
                            self.mangle_template_args(
                                subs,
                                params,
                                &[TArg::Value(v, None)],
                                env,
                                ns,
                            )?
                        }
                    };
                }
            }
        }
        Some(out)
    }

    fn mangle_resolved(
        &mut self,
        subs: &mut Substitutions,
        t: &TypeExpr,
        env: &TEnv,
        ns: NsId,
    ) -> Option<Part> {
        let ty = self.resolve_type_quiet(t, env, ns, Loc::default())?;
        self.mangle_ty(subs, &ty, Cv::NONE)
    }

    /// A type with the qualifiers `cv` gives each of its levels.
    fn mangle_ty(&mut self, subs: &mut Substitutions, ty: &Ty, cv: Cv) -> Option<Part> {
        let bare = match ty {
            Ty::Ptr(inner) => {
                let inner = self.mangle_ty(subs, inner, cv.held())?;
                subs.candidate(Part {
                    key: format!("P{}", inner.key),
                    text: format!("P{}", inner.text),
                })
            }
            // An array's qualifiers are its elements'.
            Ty::Array(elem, Some(n)) => {
                let elem = self.mangle_ty(subs, elem, cv)?;
                return Some(subs.candidate(Part {
                    key: format!("A{n}_{}", elem.key),
                    text: format!("A{n}_{}", elem.text),
                }));
            }
            Ty::Struct(sid) => self.mangle_class(subs, *sid)?,
            Ty::Enum(e) => {
                let key = format!("e{}", e.decl);
                match subs.reference(&key) {
                    Some(text) => Part { key, text },
                    None => {
                        let mut steps = match e.class {
                            Some(sid) => self.class_steps(sid, format!("c{}", sid.0), None)?,
                            None => self.namespace_steps(e.scope),
                        };
                        steps.push(Step::Name {
                            name: e.name.clone(),
                            key: key.clone(),
                            template: None,
                        });
                        let text = self.mangle_path(subs, &steps, false)?;
                        Part { key, text }
                    }
                }
            }
            Ty::Func(f) => {
                let mut parts = Vec::new();
                for d in std::iter::once(&f.ret).chain(&f.params) {
                    let part = self.mangle_ty(subs, &d.ty, d.cv)?;
                    parts.push(match d.reference {
                        Some(kind) => reference(subs, part, kind),
                        None => part,
                    });
                }
                let ret = parts.remove(0);
                function_type(subs, ret, parts, f.ref_method)
            }
            Ty::MemberPtr(member_ty, class) => {
                let class = self.mangle_class(subs, *class)?;
                let mut member = self.mangle_ty(subs, member_ty, Cv::NONE)?;
                // A `const` or `volatile` member function's type is the function type
                // qualified: `KFivE`, `VFivE`, `VKFivE`.
                if let Ty::Func(f) = &**member_ty {
                    let qualifiers = match (f.volatile_method, f.const_method) {
                        (true, true) => "VK",
                        (true, false) => "V",
                        (false, true) => "K",
                        (false, false) => "",
                    };
                    member = Part {
                        key: format!("{qualifiers}{}", member.key),
                        text: format!("{qualifiers}{}", member.text),
                    };
                }
                subs.candidate(Part {
                    key: format!("M{}{}", class.key, member.key),
                    text: format!("M{}{}", class.text, member.text),
                })
            }
            other => {
                let code = builtin_code(other)?;
                Part {
                    key: code.to_string(),
                    text: code.to_string(),
                }
            }
        };
        Some(qualified(subs, bare, cv.is_const(), cv.is_volatile()))
    }

    /// A class: its qualified name, with its template arguments when it is an instance.
    fn mangle_class(&mut self, subs: &mut Substitutions, sid: StructId) -> Option<Part> {
        let key = format!("c{}", sid.0);
        if let Some(text) = subs.reference(&key) {
            return Some(Part { key, text });
        }
        self.mangle_class_as(subs, sid, key, None)
    }

    /// Class `sid` under `key`, its own template arguments `written` where given.
    fn mangle_class_as(
        &mut self,
        subs: &mut Substitutions,
        sid: StructId,
        key: String,
        written: Option<Args>,
    ) -> Option<Part> {
        let steps = self.class_steps(sid, key.clone(), written)?;
        let text = self.mangle_path(subs, &steps, false)?;
        Some(Part { key, text })
    }

    /// The steps of class `sid`'s qualified name: its namespaces, the classes it is nested
    /// in, and itself under `key`, its own template arguments `written` where given.
    fn class_steps(
        &mut self,
        sid: StructId,
        key: String,
        mut written: Option<Args>,
    ) -> Option<Vec<Step>> {
        let mut chain = vec![sid];
        while let Some(outer) = self.enclosing_classes.get(chain.last()?) {
            chain.push(*outer);
        }
        chain.reverse();
        let mut steps = self.namespace_steps(self.struct_infos[chain[0].0 as usize].ns);
        for id in chain {
            let info = &self.struct_infos[id.0 as usize];
            let own = match id == sid {
                true => written.take(),
                false => None,
            };
            let template =
                (info.decl.template.is_some() || !info.targs.is_empty()).then(|| TemplateUse {
                    // The primary template, which a partial specialization's instances
                    // share with the others.
                    key: match info.template {
                        Some(t) => format!("t{t}"),
                        None => format!("t#{}", key_of(&*info.decl)),
                    },
                    params: info.decl.template.clone(),
                    args: own.unwrap_or_else(|| Args::Resolved(info.targs.clone())),
                    env: info.env.clone(),
                    ns: info.ns,
                });
            let key = match id == sid {
                true => key.clone(),
                false => format!("c{}", id.0),
            };
            steps.push(Step::Name {
                name: info.decl.name.clone()?,
                key,
                template,
            });
        }
        Some(steps)
    }
}

/// The prefix `text` extended by the source name `name`; the result a candidate under `key`
/// where `candidate`, written as its substitution where it was met before.
fn prefix_step(
    subs: &mut Substitutions,
    key: &str,
    text: String,
    name: &str,
    candidate: bool,
) -> String {
    let text = text + &source_name(name);
    match candidate {
        true => {
            subs.candidate(Part {
                key: key.to_string(),
                text,
            })
            .text
        }
        false => text,
    }
}

/// `T_`, `T0_`, `T1_`...: the `i`th template parameter.
fn template_param(i: usize) -> String {
    match i {
        0 => "T_".to_string(),
        _ => format!("T{}_", i - 1),
    }
}

/// Which of `params` (a kernel template's own) `path` names alone, if it names one.
fn own_parameter(path: &Path, params: &[TemplateParam]) -> Option<usize> {
    match path.segments.as_slice() {
        [seg] if !path.global && seg.targs.is_none() => {
            params.iter().position(|p| p.name == seg.name)
        }
        _ => None,
    }
}

/// The address that identifies a declaration.
fn key_of<T>(decl: &T) -> usize {
    decl as *const T as usize
}

/// A function type, `F`, its return type, its parameters' types (`v` for none) and `E`: a
/// candidate.
/// `F <return> <parameters> [R|O] E`: a member function type's reference qualifier is
/// written last (`FivOE` for `void () &&`).
fn function_type(
    subs: &mut Substitutions,
    ret: Part,
    params: Vec<Part>,
    method_ref: Option<RefKind>,
) -> Part {
    let none = Part {
        key: "v".to_string(),
        text: "v".to_string(),
    };
    let params = if params.is_empty() {
        vec![none]
    } else {
        params
    };
    let (key, text) = std::iter::once(ret)
        .chain(params)
        .fold((String::from("F"), String::from("F")), |(k, t), p| {
            (k + &p.key, t + &p.text)
        });
    let end = match method_ref {
        Some(RefKind::Lvalue) => "RE",
        Some(RefKind::Rvalue) => "OE",
        None => "E",
    };
    subs.candidate(Part {
        key: key + end,
        text: text + end,
    })
}

/// `inner` with `const` and `volatile` (`VK`), a candidate of its own where qualified.
fn qualified(subs: &mut Substitutions, inner: Part, is_const: bool, is_volatile: bool) -> Part {
    let quals = format!(
        "{}{}",
        if is_volatile { "V" } else { "" },
        if is_const { "K" } else { "" }
    );
    if quals.is_empty() {
        return inner;
    }
    subs.candidate(Part {
        key: format!("{quals}{}", inner.key),
        text: format!("{quals}{}", inner.text),
    })
}

/// A reference to `inner`: `R` for an lvalue reference, `O` for an rvalue one.
fn reference(subs: &mut Substitutions, inner: Part, kind: RefKind) -> Part {
    let code = match kind {
        RefKind::Lvalue => "R",
        RefKind::Rvalue => "O",
    };
    subs.candidate(Part {
        key: format!("{code}{}", inner.key),
        text: format!("{code}{}", inner.text),
    })
}
