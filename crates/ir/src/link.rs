//! The device linker: joins the modules of several files' device code into one, as relocatable
//! device code (`nvcc -rdc=true`) is linked.
//!
//! Each member keeps its own functions and globals. A use of an import becomes a use of the
//! definition another member exports under the same linkage name; what a member does not export
//! is its own, and is renamed `name@member` ([`internal_name`]) so that two members' internal
//! items (two `static` variables `count`, two instances of one template) stay apart while
//! exported names stay as the program spells them. The renaming depends only on the member's
//! position, so a module linked again after a member grew names its old items as before.

use crate::*;
use std::collections::HashMap;

/// The name a member's item has in the linked module when the member does not export it.
pub fn internal_name(name: &str, member: usize) -> String {
    format!("{name}@{member}")
}

/// Links `members` (each with the name of its file, for messages) into one module with no
/// imports. Every error is reported: imports nothing exports, symbols two members export,
/// imports whose definition is of another kind or shape.
pub fn link(members: &[(&str, &Module)]) -> Result<Module, String> {
    let mut exported: HashMap<&str, (usize, Item)> = HashMap::new();
    let mut errors = Vec::new();
    for (m, (file, module)) in members.iter().enumerate() {
        for (symbol, item) in &module.symbols.exports {
            if let Some(&(first, _)) = exported.get(symbol.as_str()) {
                errors.push(format!(
                    "multiple definitions of device symbol '{symbol}' (in {} and {file})",
                    members[first].0
                ));
                continue;
            }
            exported.insert(symbol, (m, *item));
        }
    }

    // New positions of every definition, member by member.
    let mut functions = Vec::new();
    let mut globals = Vec::new();
    // By member and position there, the new position of each definition (imports: `None`).
    let mut function_ids: Vec<Vec<Option<u32>>> = Vec::new();
    let mut global_ids: Vec<Vec<Option<u32>>> = Vec::new();
    // Where each member's functions start in `functions`.
    let mut first_function = Vec::new();
    for (m, (_, module)) in members.iter().enumerate() {
        first_function.push(functions.len());
        let (symbols, function) = (&module.symbols, |i| Item::Function(FuncId(i)));
        let ids = place(
            &module.functions,
            function,
            symbols,
            m,
            |f| &mut f.name,
            &mut functions,
        );
        function_ids.push(ids);
        let global = |i| Item::Global(GlobalId(i));
        let ids = place(
            &module.globals,
            global,
            symbols,
            m,
            |g| &mut g.name,
            &mut globals,
        );
        global_ids.push(ids);
    }

    // Each import takes its definition's new position.
    for (m, (file, module)) in members.iter().enumerate() {
        for (symbol, item) in &module.symbols.imports {
            let Some(&(def_member, def)) = exported.get(symbol.as_str()) else {
                errors.push(format!(
                    "undefined reference to device symbol '{symbol}' in {file}"
                ));
                continue;
            };
            let defined_in = members[def_member].0;
            let definition = members[def_member].1;
            match (*item, def) {
                (Item::Function(f), Item::Function(d)) => {
                    let (declared, defined) = (module.function(f), definition.function(d));
                    if declared.params != defined.params || declared.ret != defined.ret {
                        errors.push(format!(
                            "device function '{symbol}' is declared in {file} with another type than its definition in {defined_in}"
                        ));
                    }
                    function_ids[m][f.0 as usize] = function_ids[def_member][d.0 as usize];
                }
                (Item::Global(g), Item::Global(d)) => {
                    let (declared, defined) = (module.global(g), definition.global(d));
                    if declared.space != defined.space
                        || (declared.size != 0 && declared.size != defined.size)
                    {
                        errors.push(format!(
                            "device variable '{symbol}' is declared in {file} as {} bytes of {} memory, defined in {defined_in} as {} bytes of {} memory",
                            declared.size,
                            space_name(declared.space),
                            defined.size,
                            space_name(defined.space)
                        ));
                    }
                    global_ids[m][g.0 as usize] = global_ids[def_member][d.0 as usize];
                }
                _ => errors.push(format!(
                    "'{symbol}' is a function in one of {file} and {defined_in} and a variable in the other"
                )),
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors.join("\n"));
    }

    // Uses, rewritten member by member (functions are in member order).
    first_function.push(functions.len());
    for m in 0..members.len() {
        let function_of =
            |f: FuncId| FuncId(function_ids[m][f.0 as usize].expect("resolved above"));
        let global_of =
            |g: GlobalId| GlobalId(global_ids[m][g.0 as usize].expect("resolved above"));
        for (i, own) in global_ids[m].iter().enumerate() {
            if let (Some(own), false) = (
                own,
                members[m]
                    .1
                    .symbols
                    .is_imported(Item::Global(GlobalId(i as u32))),
            ) {
                for r in &mut globals[*own as usize].relocations {
                    r.target = global_of(r.target);
                }
            }
        }
        for f in &mut functions[first_function[m]..first_function[m + 1]] {
            for block in &mut f.blocks {
                for inst in &mut block.insts {
                    match inst {
                        Inst::Call { func, .. } => *func = function_of(*func),
                        Inst::Launch(l) => l.kernel = function_of(l.kernel),
                        Inst::GlobalAddr { global, .. } => *global = global_of(*global),
                        _ => {}
                    }
                }
            }
        }
    }
    Ok(Module {
        functions,
        globals,
        symbols: Symbols::default(),
        // One mode for the linked code: flushing where any member asked for it (nvcc keeps
        // each file's).
        flush_denormals: members.iter().any(|(_, m)| m.flush_denormals),
    })
}

/// Appends a member's definitions among `items` (its functions or its globals; `item` names
/// the `i`-th) to `out`, each named as [`internal_name`] says unless the member exports it, and
/// returns the new position of each item (`None` for an import).
fn place<T: Clone>(
    items: &[T],
    item: impl Fn(u32) -> Item,
    symbols: &Symbols,
    member: usize,
    name: impl Fn(&mut T) -> &mut String,
    out: &mut Vec<T>,
) -> Vec<Option<u32>> {
    let mut ids = Vec::with_capacity(items.len());
    for (i, definition) in items.iter().enumerate() {
        let item = item(i as u32);
        if symbols.is_imported(item) {
            ids.push(None);
            continue;
        }
        ids.push(Some(out.len() as u32));
        let mut definition = definition.clone();
        if !symbols.exports.iter().any(|(_, e)| *e == item) {
            let renamed = internal_name(name(&mut definition), member);
            *name(&mut definition) = renamed;
        }
        out.push(definition);
    }
    ids
}

fn space_name(space: GlobalSpace) -> &'static str {
    match space {
        GlobalSpace::Shared => "shared",
        GlobalSpace::Constant => "constant",
        GlobalSpace::Device => "device",
        GlobalSpace::ReadOnly => "read-only",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module with a kernel calling function 1 and reading global 0, and a function 1.
    fn member(callee_imported: bool, global_imported: bool, static_name: &str) -> Module {
        let mut k = FunctionBuilder::new("k", FunctionKind::Kernel, vec![], None);
        let p = k.new_var(Type::Ptr);
        k.push(Inst::GlobalAddr {
            dst: p,
            global: GlobalId(0),
        });
        let v = k.new_var(Type::I32);
        k.push(Inst::Call {
            dst: Some(v),
            func: FuncId(1),
            args: vec![],
        });
        k.store(p, v);
        k.terminate(Terminator::Return(None));
        let callee = if callee_imported {
            Function {
                name: "twice".into(),
                kind: FunctionKind::Device,
                params: vec![],
                ret: Some(Type::I32),
                var_types: vec![],
                blocks: vec![],
                max_threads_per_block: None,
                cluster_dims: None,
                symbol: None,
            }
        } else {
            let mut c =
                FunctionBuilder::new("twice", FunctionKind::Device, vec![], Some(Type::I32));
            let r = c.iconst(Type::I32, 2);
            c.terminate(Terminator::Return(Some(r)));
            c.finish()
        };
        let counter = Global {
            name: "counter".into(),
            space: GlobalSpace::Device,
            size: 4,
            align: 4,
            init: if global_imported { vec![] } else { vec![7] },
            relocations: vec![],
        };
        let own = Global {
            name: static_name.into(),
            space: GlobalSpace::Device,
            size: 4,
            align: 4,
            init: vec![],
            relocations: vec![],
        };
        let mut symbols = Symbols::default();
        let f = ("twice()".to_string(), Item::Function(FuncId(1)));
        let g = ("counter".to_string(), Item::Global(GlobalId(0)));
        for (imported, s) in [(callee_imported, f), (global_imported, g)] {
            match imported {
                true => symbols.imports.push(s),
                false => symbols.exports.push(s),
            }
        }
        Module {
            functions: vec![k.finish(), callee],
            globals: vec![counter, own],
            symbols,
            flush_denormals: false,
        }
    }

    #[test]
    fn imports_become_the_exported_definitions() {
        let (a, b) = (member(true, true, "count"), member(false, false, "count"));
        // `b` exports a kernel `k` too: the two would clash, so export neither.
        let (mut a, mut b) = (a, b);
        a.functions[0].name = "ka".into();
        b.functions[0].name = "kb".into();
        let linked = link(&[("a.cu", &a), ("b.cu", &b)]).unwrap();
        verify::verify_module(&linked).unwrap();
        let names: Vec<&str> = linked.functions.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["ka@0", "kb@1", "twice"]);
        let globals: Vec<&str> = linked.globals.iter().map(|g| g.name.as_str()).collect();
        assert_eq!(globals, ["count@0", "counter", "count@1"]);
        // `ka` calls `b`'s `twice` and reads `b`'s `counter`.
        let insts = &linked.functions[0].blocks[0].insts;
        assert!(insts.contains(&Inst::GlobalAddr {
            dst: Var(0),
            global: GlobalId(1)
        }));
        assert!(insts
            .iter()
            .any(|i| matches!(i, Inst::Call { func, .. } if *func == FuncId(2))));
    }

    #[test]
    fn link_errors_name_the_symbol_and_files() {
        let a = member(true, true, "x");
        let err = link(&[("a.cu", &a)]).unwrap_err();
        assert!(
            err.contains("undefined reference to device symbol 'twice()' in a.cu"),
            "{err}"
        );
        assert!(err.contains("'counter' in a.cu"), "{err}");
        let b = member(false, false, "y");
        let err = link(&[("b.cu", &b), ("c.cu", &b)]).unwrap_err();
        assert!(
            err.contains("multiple definitions of device symbol 'twice()' (in b.cu and c.cu)"),
            "{err}"
        );
    }
}
