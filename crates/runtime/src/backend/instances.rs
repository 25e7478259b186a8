//! Templated kernels instantiated on first launch, and variable templates' instances on first
//! use by the host, the same way on every backend.
//!
//! A loaded image starts as the module of its non-template kernels. When a launch names a
//! template instance (`(name, host template arguments)`), or the host a variable template's
//! (`cudaMemcpyToSymbol(table<float>, ...)`), the front end's session for the image
//! (which keeps it parsed and lowered) adds the instance, and the backend builds an extended
//! module from the result that keeps the old one's variables (addresses and contents). Launches
//! in flight keep the module they started with. The instances the host program registered are
//! asked for together when the image is loaded ([`Instances::prepare`]), so that a program of
//! many instances extends its module once rather than once per instance.

use super::ModuleKernel;
use ferrocuda_frontend::compile::ImageSession;
pub use ferrocuda_frontend::compile::InstanceSpec;
pub use ferrocuda_frontend::compile::TemplateKind;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, RwLock};

/// The device image → IR step: the module of the image's non-template kernels and variables,
/// and the session that adds instances to it. The one place that names the front end's entry
/// point.
pub fn lower_image(image: &[u8]) -> Result<(ferrocuda_ir::Module, ImageSession), String> {
    let (session, module) = ImageSession::start(image)?;
    Ok((module, session))
}

pub struct Instances<M> {
    image: Vec<u8>,
    state: RwLock<State<M>>,
    /// Kernels and instances that failed to compile or instantiate, with the reason.
    failed: Mutex<HashMap<String, String>>,
}

struct State<M> {
    module: Arc<M>,
    /// The kernels of `module`.
    kernels: Vec<ModuleKernel>,
    /// Every instance made so far, in order.
    requested: Vec<InstanceSpec>,
    /// An instance → its name in the module (a kernel's or a variable's).
    names: HashMap<InstanceSpec, String>,
    /// The front end's session, whose lowering holds exactly `requested`; `None` after a
    /// failure, until the next request starts a new one.
    session: Option<ImageSession>,
}

impl<M> Instances<M> {
    /// The instances of `image`, whose module `module` has `kernels`.
    pub fn new(image: &[u8], session: ImageSession, kernels: Vec<ModuleKernel>, module: M) -> Self {
        Instances {
            image: image.to_vec(),
            state: RwLock::new(State {
                module: Arc::new(module),
                kernels,
                requested: Vec::new(),
                names: HashMap::new(),
                session: Some(session),
            }),
            failed: Mutex::new(HashMap::new()),
        }
    }

    /// The current module.
    pub fn current(&self) -> Arc<M> {
        self.state
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .module
            .clone()
    }

    /// The kernels of the current module.
    pub fn kernels(&self) -> Vec<ModuleKernel> {
        self.state
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .kernels
            .clone()
    }

    /// The reason `kernel` failed before, if it did.
    pub fn failure(&self, kernel: &str) -> Option<String> {
        self.failed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(kernel)
            .cloned()
    }

    pub fn record_failure(&self, kernel: &str, message: &str) {
        self.failed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(kernel.to_string(), message.to_string());
    }

    /// The module holding kernel (or variable) `name`, instantiated for `template_args` if they
    /// are given, and its name there; `extend` builds the module of a larger program from the
    /// current one.
    pub fn resolve(
        &self,
        kind: TemplateKind,
        name: &str,
        template_args: Option<&str>,
        extend: impl FnOnce(ferrocuda_ir::Module, &M) -> Result<M, String>,
    ) -> Result<(Arc<M>, String), String> {
        match template_args {
            None => Ok((self.current(), name.to_string())),
            Some(targs) => self.instance(kind, name, targs, extend),
        }
    }

    /// The module holding the instance of `kind` `name` for `template_args` and the instance's
    /// name there, made now if it is new; `extend` as for [`Instances::resolve`]. A failure is
    /// remembered: asking again answers it without instantiating again.
    fn instance(
        &self,
        kind: TemplateKind,
        name: &str,
        targs: &str,
        extend: impl FnOnce(ferrocuda_ir::Module, &M) -> Result<M, String>,
    ) -> Result<(Arc<M>, String), String> {
        let key = (kind, name.to_string(), targs.to_string());
        if let Some(n) = self
            .state
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .names
            .get(&key)
        {
            return Ok((self.current(), n.clone()));
        }
        let failed_key = format!("{name}<{targs}>");
        if let Some(msg) = self.failure(&failed_key) {
            return Err(msg);
        }
        let mut st = self.state.write().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = st.names.get(&key) {
            return Ok((st.module.clone(), n.clone()));
        }
        match self.add(&mut st, vec![key], extend) {
            Ok(mut names) => Ok((st.module.clone(), names.remove(0))),
            Err(msg) => {
                drop(st);
                self.record_failure(&failed_key, &msg);
                Err(msg)
            }
        }
    }

    /// Makes the instances of `wanted` the module does not have yet in one extension of it,
    /// ahead of their first use: one lowering and one compilation rather than one of each per
    /// instance (a program may launch hundreds). Where that fails, none is made: each is made,
    /// and a failure reported, when it is first used.
    pub fn prepare(
        &self,
        wanted: &[InstanceSpec],
        extend: impl FnOnce(ferrocuda_ir::Module, &M) -> Result<M, String>,
    ) {
        let mut st = self.state.write().unwrap_or_else(|e| e.into_inner());
        let mut seen = std::collections::HashSet::new();
        let new: Vec<InstanceSpec> = wanted
            .iter()
            .filter(|key| !st.names.contains_key(*key) && seen.insert(*key))
            .cloned()
            .collect();
        if !new.is_empty() {
            let _ = self.add(&mut st, new, extend);
        }
    }

    /// Extends the module with the instances `keys` (none of which it has): their names in it.
    fn add(
        &self,
        st: &mut State<M>,
        keys: Vec<InstanceSpec>,
        extend: impl FnOnce(ferrocuda_ir::Module, &M) -> Result<M, String>,
    ) -> Result<Vec<String>, String> {
        let lowered = self
            .session(st)
            .and_then(|session| session.instantiate_all(keys.clone()))
            .and_then(|(ir, names)| {
                let kernels = ModuleKernel::of(&ir);
                Ok((extend(ir, &st.module)?, kernels, names))
            });
        match lowered {
            Ok((module, kernels, names)) => {
                st.module = Arc::new(module);
                st.kernels = kernels;
                st.names
                    .extend(keys.iter().cloned().zip(names.iter().cloned()));
                st.requested.extend(keys);
                Ok(names)
            }
            Err(msg) => {
                // The session's lowering may now hold some of the instances: start afresh.
                st.session = None;
                Err(msg)
            }
        }
    }

    /// The session, started again with every instance requested so far if an earlier failure
    /// ended it.
    fn session<'s>(&self, st: &'s mut State<M>) -> Result<&'s ImageSession, String> {
        if st.session.is_none() {
            let (_, session) = lower_image(&self.image)?;
            if !st.requested.is_empty() {
                session.instantiate_all(st.requested.clone())?;
            }
            st.session = Some(session);
        }
        Ok(st.session.as_ref().expect("just started"))
    }
}
