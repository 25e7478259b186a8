//! Texture and surface objects, and the sampler that fetches through textures as NVIDIA's
//! hardware does. Surfaces share the table: a surface object is an image without sampling.
//!
//! A texture object is a handle (a small positive integer, as on a GPU) into a process-wide
//! table; the runtime creates and destroys them, compiled kernels fetch through them by calling
//! [`fetch`] with an encoded [`Fetch`]. The sampler follows the CUDA programming guide's
//! "Texture Fetching" appendix: point sampling takes the texel containing the coordinate; linear
//! filtering weighs the neighbours with fractions held in 9-bit fixed point (8 fractional bits);
//! wrap and mirror addressing apply only to normalized coordinates (clamp otherwise); a fetch
//! from linear memory (`tex1Dfetch`) outside the texture returns zeros.

pub use ferrocuda_ir::texture::{AddressMode, Sampling, TexelFormat};
use ferrocuda_ir::texture::{
    Fetch, FetchOp, Mipmap, SurfaceAccess, SurfaceShape, TexelKind, TexelType,
};
use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};

/// The memory a texture reads: texel (x, y, z) is at `base + z * slice_pitch + y * pitch +
/// x * format.bytes()`. For layered and cubemap textures `z` is the layer (or face).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TextureImage {
    pub base: u64,
    pub format: TexelFormat,
    /// Width, height and depth (or layers) in texels; unused dimensions are 1.
    pub extent: [usize; 3],
    pub pitch: usize,
    pub slice_pitch: usize,
    pub layered: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Texture {
    /// The image, or a mipmapped texture's level 0.
    pub image: TextureImage,
    /// A mipmapped texture's levels after the first (empty for other textures).
    pub levels: Vec<TextureImage>,
    pub sampling: Sampling,
}

impl Texture {
    /// Level `l` of the texture (0 for a texture without levels).
    fn level(&self, l: usize) -> &TextureImage {
        match l {
            0 => &self.image,
            l => &self.levels[l - 1],
        }
    }
}

static TABLE: RwLock<Vec<Option<Arc<Texture>>>> = RwLock::new(Vec::new());
/// Bumped by every change to `TABLE`, so that fetching threads can keep a copy of it.
static GENERATION: AtomicU64 = AtomicU64::new(1);

thread_local! {
    /// This thread's copy of `TABLE` and the generation it was taken at: a fetch costs one
    /// atomic load instead of a lock.
    static SNAPSHOT: RefCell<(u64, Vec<Option<Arc<Texture>>>)> = const { RefCell::new((0, Vec::new())) };
}

/// Registers a texture object and returns its handle (never 0).
pub fn create(texture: Texture) -> u64 {
    let mut t = TABLE.write().unwrap_or_else(|e| e.into_inner());
    let slot = match t.iter().position(Option::is_none) {
        Some(i) => i,
        None => {
            t.push(None);
            t.len() - 1
        }
    };
    t[slot] = Some(Arc::new(texture));
    GENERATION.fetch_add(1, Ordering::Release);
    slot as u64 + 1
}

/// Forgets a texture object; false when `handle` names none.
pub fn destroy(handle: u64) -> bool {
    let mut t = TABLE.write().unwrap_or_else(|e| e.into_inner());
    match handle
        .checked_sub(1)
        .and_then(|i| t.get_mut(usize::try_from(i).ok()?))
    {
        Some(slot @ Some(_)) => {
            *slot = None;
            GENERATION.fetch_add(1, Ordering::Release);
            true
        }
        _ => false,
    }
}

/// Calls `f` with texture `handle` (or `None`), through this thread's copy of the table.
fn with_texture<R>(handle: u64, f: impl FnOnce(Option<&Texture>) -> R) -> R {
    SNAPSHOT.with_borrow_mut(|(seen, table)| {
        let now = GENERATION.load(Ordering::Acquire);
        if *seen != now {
            table.clone_from(&TABLE.read().unwrap_or_else(|e| e.into_inner()));
            *seen = now;
        }
        let i = handle.checked_sub(1).and_then(|i| usize::try_from(i).ok());
        f(i.and_then(|i| table.get(i)?.as_deref()))
    })
}

/// Packs a fetch into the constant compiled code passes to [`fetch`].
pub(crate) fn encode(f: &Fetch) -> u32 {
    let op = f.op.index();
    let kind = match f.texel.kind {
        TexelKind::Signed => 0,
        TexelKind::Unsigned => 1,
        TexelKind::Float => 2,
    };
    op | kind << 8 | f.texel.bits << 12 | f.texel.lanes << 20
}

fn decode(code: u32) -> Option<Fetch> {
    let op = FetchOp::from_index(code & 0xff)?;
    let kind = match code >> 8 & 0xf {
        0 => TexelKind::Signed,
        1 => TexelKind::Unsigned,
        2 => TexelKind::Float,
        _ => return None,
    };
    Some(Fetch {
        op,
        texel: TexelType {
            kind,
            bits: code >> 12 & 0xff,
            lanes: code >> 20 & 0xf,
        },
    })
}

/// Packs a surface access into the constant compiled code passes to [`surface_access`].
pub(crate) fn encode_surface(a: &SurfaceAccess) -> u32 {
    a.shape.index() | u32::from(a.write) << 4 | a.texel.bytes() << 8
}

/// `cudaSurfaceBoundaryMode` values.
const BOUNDARY_ZERO: i64 = 0;
const BOUNDARY_CLAMP: i64 = 1;

/// Reads or writes one element of surface `handle` at `coords` (x in bytes, then y and z, or the
/// layer), moving `code`'s texel size in bytes between `data` and the surface. Out of range,
/// the boundary mode decides: zero (reads give 0, writes are dropped), clamp, or trap (a fault
/// at the address the access would have had).
pub(crate) fn surface_access(
    handle: u64,
    code: u32,
    coords: [i64; 3],
    mode: i64,
    data: *mut u8,
    readable: impl Fn(u64, usize) -> bool,
) -> Result<(), FetchError> {
    let Some(shape) = SurfaceShape::from_index(code & 0xf) else {
        return Err(FetchError::NoSuchTexture(handle));
    };
    let write = code >> 4 & 1 == 1;
    let bytes = (code >> 8) as usize;
    with_texture(handle, |tex| {
        let tex = tex.ok_or(FetchError::NoSuchTexture(handle))?;
        let img = &tex.image;
        let element = img.format.bytes() as i64;
        // The element index in each dimension the access names.
        let mut at = [coords[0].div_euclid(element.max(1)), 0, 0];
        at[1..shape.coordinates()].copy_from_slice(&coords[1..shape.coordinates()]);
        let mut inside = true;
        for (d, i) in at.iter_mut().enumerate() {
            let n = img.extent[d] as i64;
            if (0..n).contains(i) {
                continue;
            }
            if mode == BOUNDARY_CLAMP {
                *i = (*i).clamp(0, n - 1);
            } else {
                inside = false;
            }
        }
        let addr = (img.base as i64
            + at[2] * img.slice_pitch as i64
            + at[1] * img.pitch as i64
            + at[0] * element) as u64;
        if !inside && mode == BOUNDARY_ZERO {
            if !write {
                // SAFETY: compiled code passes a slot of the texel's size.
                unsafe { std::ptr::write_bytes(data, 0, bytes) };
            }
            return Ok(());
        }
        if !inside || !readable(addr, bytes) {
            return Err(FetchError::Unreadable(addr));
        }
        // SAFETY: `readable` vouched for the surface side; compiled code passes a slot of
        // `bytes` bytes for the data.
        unsafe {
            if write {
                std::ptr::copy_nonoverlapping(data, addr as *mut u8, bytes);
            } else {
                std::ptr::copy_nonoverlapping(addr as *const u8, data, bytes);
            }
        }
        Ok(())
    })
}

/// Why a fetch could not be made.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum FetchError {
    NoSuchTexture(u64),
    /// A texel lies outside the memory `readable` allows (the texture's memory was freed).
    Unreadable(u64),
}

/// Fetches through texture `handle` and writes the texel to `out` (`code`'s texel type).
/// `coords` are the fetch's coordinate arguments as raw bits: floats as their `f32` bits, ints
/// sign-extended.
pub(crate) fn fetch(
    handle: u64,
    code: u32,
    coords: [u64; 4],
    out: &mut [u8],
    readable: impl Fn(u64, usize) -> bool,
) -> Result<(), FetchError> {
    with_texture(handle, |tex| match (tex, decode(code)) {
        (Some(tex), Some(f)) => fetch_from(tex, &f, coords, out, readable),
        _ => Err(FetchError::NoSuchTexture(handle)),
    })
}

fn fetch_from(
    tex: &Texture,
    f: &Fetch,
    coords: [u64; 4],
    out: &mut [u8],
    readable: impl Fn(u64, usize) -> bool,
) -> Result<(), FetchError> {
    let float = |i: usize| f32::from_bits(coords[i] as u32);
    let int = |i: usize| coords[i] as i64;
    let s = Sampler {
        tex,
        image: &tex.image,
        readable: &readable,
        filter: tex.sampling.linear_filter && returns_float(tex, &f.texel),
    };
    let value = match f.op {
        FetchOp::Fetch1D => s.element(int(0))?,
        FetchOp::Tex1D => s.sample_levels(&[float(0)], 0, None)?,
        FetchOp::Tex2D => s.sample_levels(&[float(0), float(1)], 0, None)?,
        FetchOp::Tex3D => s.sample_levels(&[float(0), float(1), float(2)], 0, None)?,
        FetchOp::Tex1DLod => s.sample_levels(&[float(0)], 0, Some(float(1)))?,
        FetchOp::Tex2DLod => s.sample_levels(&[float(0), float(1)], 0, Some(float(2)))?,
        FetchOp::Tex3DLod => {
            let coords = [float(0), float(1), float(2)];
            s.sample_levels(&coords, 0, Some(float(3)))?
        }
        FetchOp::Tex1DLayered => s.sample_levels(&[float(0)], int(1), None)?,
        FetchOp::Tex2DLayered => s.sample_levels(&[float(0), float(1)], int(2), None)?,
        FetchOp::Tex1DLayeredLod => s.sample_levels(&[float(0)], int(1), Some(float(2)))?,
        FetchOp::Tex2DLayeredLod => {
            s.sample_levels(&[float(0), float(1)], int(2), Some(float(3)))?
        }
        FetchOp::Cubemap | FetchOp::CubemapLod => {
            let (face, u, v) = cube_face(float(0), float(1), float(2));
            let w = tex.image.extent[0] as f32;
            let coords = if s.normalized() {
                [u, v]
            } else {
                [u * w, v * w]
            };
            let lod = (f.op == FetchOp::CubemapLod).then(|| float(3));
            s.sample_levels(&coords, face, lod)?
        }
        FetchOp::Tex2DGather => s.gather(float(0), float(1), int(2))?,
        FetchOp::Tex1DGrad
        | FetchOp::Tex2DGrad
        | FetchOp::Tex3DGrad
        | FetchOp::Tex1DLayeredGrad
        | FetchOp::Tex2DLayeredGrad => {
            let dims = f.op.gradient_dimensions().unwrap_or(1);
            let layered = matches!(f.op, FetchOp::Tex1DLayeredGrad | FetchOp::Tex2DLayeredGrad);
            let position: Vec<f32> = (0..dims).map(float).collect();
            let layer = if layered { int(dims) } else { 0 };
            // The header's gradients: `dPdx` then `dPdy`, in the calling thread's frame.
            let at = coords[dims + usize::from(layered)] as *const f32;
            // SAFETY: the header's tex*Grad passes an array of 2 * dims floats it holds.
            let gradients = unsafe { std::slice::from_raw_parts(at, 2 * dims) };
            let lod = s.gradient_lod(&gradients[..dims], &gradients[dims..]);
            s.sample_levels(&position, layer, lod)?
        }
    };
    write_texel(&f.texel, &value, out);
    Ok(())
}

/// Whether a fetch yields floats: float texels, or integers read as normalized floats.
fn returns_float(tex: &Texture, texel: &TexelType) -> bool {
    texel.kind == TexelKind::Float
        && (tex.image.format.kind == TexelKind::Float || tex.sampling.normalized_float)
}

/// The face of a cubemap a direction points at, and the face's coordinates in [0, 1] (the
/// table of the programming guide's cubemap section).
fn cube_face(x: f32, y: f32, z: f32) -> (i64, f32, f32) {
    let (ax, ay, az) = (x.abs(), y.abs(), z.abs());
    let (face, s, t, m) = if ax >= ay && ax >= az {
        if x >= 0.0 {
            (0, -z, -y, ax)
        } else {
            (1, z, -y, ax)
        }
    } else if ay >= az {
        if y >= 0.0 {
            (2, x, z, ay)
        } else {
            (3, x, -z, ay)
        }
    } else if z >= 0.0 {
        (4, x, -y, az)
    } else {
        (5, -x, -y, az)
    };
    (face, (s / m + 1.0) / 2.0, (t / m + 1.0) / 2.0)
}

struct Sampler<'a, R: Fn(u64, usize) -> bool> {
    tex: &'a Texture,
    /// The image (of a mipmapped texture, the level) sampled.
    image: &'a TextureImage,
    readable: &'a R,
    filter: bool,
}

/// Where a mipmapped texture's level of detail `lod` (`None`: a fetch that names none, which
/// takes level 0, unbiased) falls among its `count` levels: the lower level, and the weight of
/// the next one in 256ths. As measured on an H200: the biased level is clamped to the
/// texture's clamps and its levels, then truncated to 1/256 of a level; the nearest level
/// (halves rounding up) where levels are not filtered.
fn level_of_detail(m: &Mipmap, lod: Option<f32>, count: usize) -> (usize, u32) {
    let top = (count - 1) as f32;
    let level = lod.map_or(0.0, |l| l + m.bias);
    let level = level.max(m.min_clamp).min(m.max_clamp).clamp(0.0, top);
    // A NaN level casts to 0.
    let fixed = (level * 256.0) as u32;
    match m.linear {
        true if (fixed >> 8) as usize >= count - 1 => (count - 1, 0),
        true => ((fixed >> 8) as usize, fixed & 0xff),
        false => ((((fixed + 128) >> 8) as usize).min(count - 1), 0),
    }
}

impl<'a, R: Fn(u64, usize) -> bool> Sampler<'a, R> {
    /// Sampling at `coords` in `layer` through the levels of detail: a mipmapped texture's
    /// level, or two levels weighed together; the texture itself where it has no levels.
    fn sample_levels(
        &self,
        coords: &[f32],
        layer: i64,
        lod: Option<f32>,
    ) -> Result<[f64; 4], FetchError> {
        if self.tex.levels.is_empty() {
            return self.sample(coords, layer);
        }
        let count = self.tex.levels.len() + 1;
        let (lower, upper_weight) = level_of_detail(&self.tex.sampling.mipmap, lod, count);
        let at = |l: usize| self.at_level(l).sample(coords, layer);
        let low = at(lower)?;
        if upper_weight == 0 {
            return Ok(low);
        }
        let high = at(lower + 1)?;
        let w = f64::from(upper_weight) / 256.0;
        Ok(std::array::from_fn(|c| low[c] * (1.0 - w) + high[c] * w))
    }

    /// The level of detail gradients ask for: the base-2 logarithm of the longer of the two
    /// derivatives, measured in texels of the first level (no level for a texture without
    /// levels, which is sampled as it is).
    fn gradient_lod(&self, dx: &[f32], dy: &[f32]) -> Option<f32> {
        if self.tex.levels.is_empty() {
            return None;
        }
        let length = |g: &[f32]| {
            g.iter()
                .enumerate()
                .map(|(d, v)| (v * self.tex.image.extent[d] as f32).powi(2))
                .sum::<f32>()
                .sqrt()
        };
        Some(length(dx).max(length(dy)).log2())
    }

    /// This sampler on level `l` of the texture.
    fn at_level(&self, l: usize) -> Sampler<'a, R> {
        Sampler {
            tex: self.tex,
            image: self.tex.level(l),
            readable: self.readable,
            filter: self.filter,
        }
    }

    /// Whether coordinates are normalized: as the texture says, and always for a mipmapped
    /// one (measured: unnormalized coordinates are read as normalized there).
    fn normalized(&self) -> bool {
        self.tex.sampling.normalized_coords || !self.tex.levels.is_empty()
    }

    /// `tex1Dfetch`: element `x` of linear memory, zero outside.
    fn element(&self, x: i64) -> Result<[f64; 4], FetchError> {
        if x < 0 || x as u64 >= self.image.extent[0] as u64 {
            return Ok([0.0; 4]);
        }
        // Through the read mode, as a sample is (`tex1Dfetch<float>` of 8-bit texels in
        // normalized-float mode reads x / 255).
        self.read([x as usize, 0, 0])
    }

    /// A filtered or point sample at `coords` (one per dimension) in layer `layer`.
    fn sample(&self, coords: &[f32], layer: i64) -> Result<[f64; 4], FetchError> {
        let img = &self.image;
        let dims = coords.len();
        let layer = if img.layered {
            layer.clamp(0, img.extent[dims] as i64 - 1) as usize
        } else {
            0
        };
        // Per dimension: the lower texel index and the weight of the upper one, in 1/256ths.
        let mut lower = [0i64; 3];
        let mut weight = [0i64; 3];
        for d in 0..dims {
            let n = img.extent[d] as f32;
            let x = if self.normalized() {
                coords[d] * n
            } else {
                coords[d]
            };
            if self.filter {
                let xb = x - 0.5;
                let fl = xb.floor();
                lower[d] = fl as i64;
                weight[d] = ((xb - fl) * 256.0).round() as i64;
            } else {
                lower[d] = x.floor() as i64;
            }
        }
        let corners = if self.filter { 1usize << dims } else { 1 };
        // A sum of nothing yet: -0 keeps the sign of a texel of -0 (x + -0 is x).
        let mut acc = [-0f64; 4];
        for c in 0..corners {
            let mut w = 1.0;
            let mut at = [0usize; 3];
            let mut outside = false;
            if self.filter {
                w = corner_weight(&weight[..dims], c);
            }
            for d in 0..dims {
                let upper = c >> d & 1 == 1;
                match self.address(d, lower[d] + upper as i64) {
                    Some(i) => at[d] = i,
                    None => outside = true,
                }
            }
            if w == 0.0 {
                continue;
            }
            if dims < 3 {
                at[dims] = layer;
            }
            let v = if outside {
                self.tex.sampling.border.map(f64::from)
            } else {
                self.read(at)?
            };
            for (a, v) in acc.iter_mut().zip(v) {
                *a += w * v;
            }
        }
        // The filter of 16-bit float texels gives 16-bit floats.
        if self.filter && img.format.kind == TexelKind::Float && img.format.bits == 16 {
            acc = acc.map(round_to_half);
        }
        Ok(acc)
    }

    /// `tex2Dgather`: component `comp` of the four texels of the bilinear footprint.
    fn gather(&self, x: f32, y: f32, comp: i64) -> Result<[f64; 4], FetchError> {
        let img = &self.image;
        let scale = |v: f32, n: usize| {
            if self.normalized() {
                v * n as f32
            } else {
                v
            }
        };
        let i = (scale(x, img.extent[0]) - 0.5).floor() as i64;
        let j = (scale(y, img.extent[1]) - 0.5).floor() as i64;
        let comp = comp.clamp(0, 3) as usize;
        let mut out = [0f64; 4];
        for (k, (di, dj)) in [(0, 1), (1, 1), (1, 0), (0, 0)].into_iter().enumerate() {
            let v = match (self.address(0, i + di), self.address(1, j + dj)) {
                (Some(a), Some(b)) => self.read([a, b, 0])?,
                _ => self.tex.sampling.border.map(f64::from),
            };
            out[k] = v[comp];
        }
        Ok(out)
    }

    /// The texel index `i` addresses in dimension `d`, or `None` for the border.
    fn address(&self, d: usize, i: i64) -> Option<usize> {
        let n = self.image.extent[d] as i64;
        let mode = match self.tex.sampling.address[d] {
            AddressMode::Wrap | AddressMode::Mirror if !self.normalized() => AddressMode::Clamp,
            m => m,
        };
        let i = match mode {
            AddressMode::Clamp => i.clamp(0, n - 1),
            AddressMode::Border if i < 0 || i >= n => return None,
            AddressMode::Border => i,
            AddressMode::Wrap => i.rem_euclid(n),
            AddressMode::Mirror => {
                let m = i.rem_euclid(2 * n);
                if m >= n {
                    2 * n - 1 - m
                } else {
                    m
                }
            }
        };
        Some(i as usize)
    }

    /// A texel as the program sees it before filtering: read-mode conversion applied.
    fn read(&self, at: [usize; 3]) -> Result<[f64; 4], FetchError> {
        let v = self.texel(at)?;
        let f = &self.image.format;
        if !self.tex.sampling.normalized_float || f.kind == TexelKind::Float {
            return Ok(v);
        }
        let max = |bits: u32, signed: bool| ((1u64 << (bits - signed as u32)) - 1) as f64;
        Ok(v.map(|c| match f.kind {
            TexelKind::Unsigned => c / max(f.bits, false),
            _ => (c / max(f.bits, true)).max(-1.0),
        }))
    }

    /// The stored components of texel `at`, unconverted; missing channels read as 0.
    fn texel(&self, at: [usize; 3]) -> Result<[f64; 4], FetchError> {
        let img = &self.image;
        let f = &img.format;
        let addr =
            img.base + (at[2] * img.slice_pitch + at[1] * img.pitch + at[0] * f.bytes()) as u64;
        if !(self.readable)(addr, f.bytes()) {
            return Err(FetchError::Unreadable(addr));
        }
        let mut out = [0f64; 4];
        let size = (f.bits / 8) as usize;
        for (c, o) in out.iter_mut().enumerate().take(f.channels as usize) {
            let p = (addr as usize + c * size) as *const u8;
            // SAFETY: `readable` vouched for the whole texel.
            *o = unsafe {
                match (f.kind, f.bits) {
                    (TexelKind::Signed, 8) => p.cast::<i8>().read_unaligned() as f64,
                    (TexelKind::Signed, 16) => p.cast::<i16>().read_unaligned() as f64,
                    (TexelKind::Signed, _) => p.cast::<i32>().read_unaligned() as f64,
                    (TexelKind::Unsigned, 8) => p.read() as f64,
                    (TexelKind::Unsigned, 16) => p.cast::<u16>().read_unaligned() as f64,
                    (TexelKind::Unsigned, _) => p.cast::<u32>().read_unaligned() as f64,
                    (TexelKind::Float, 16) => {
                        crate::half::to_f32(p.cast::<u16>().read_unaligned()) as f64
                    }
                    (TexelKind::Float, _) => p.cast::<f32>().read_unaligned() as f64,
                }
            };
        }
        Ok(out)
    }
}

/// The weight of corner `c` (bit `d` set: the upper texel in dimension `d`) of a filter
/// footprint whose upper texels weigh `upper[d]` 256ths. The hardware's weights are 256ths
/// too: in two dimensions the product of the upper weights is rounded to one
/// (`(α·β + 128) >> 8`) and the others are what makes each row and column sum right, as
/// measured on an H200; in three, each dimension's weight multiplies in exactly.
fn corner_weight(upper: &[i64], c: usize) -> f64 {
    if let [a, b] = *upper {
        let both = (a * b + 128) >> 8;
        let w = match c {
            0 => 256 - a - b + both,
            1 => a - both,
            2 => b - both,
            _ => both,
        };
        return w as f64 / 256.0;
    }
    upper
        .iter()
        .enumerate()
        .map(|(d, &u)| {
            let u = u as f64 / 256.0;
            if c >> d & 1 == 1 {
                u
            } else {
                1.0 - u
            }
        })
        .product()
}

/// `v` rounded to the nearest 16-bit float (ties to even).
fn round_to_half(v: f64) -> f64 {
    f64::from(crate::half::to_f32(crate::half::from_f64(v)))
}

/// Stores `value` as `texel` components into `out`.
fn write_texel(texel: &TexelType, value: &[f64; 4], out: &mut [u8]) {
    let size = (texel.bits / 8) as usize;
    for (c, v) in value.iter().enumerate().take(texel.lanes as usize) {
        let Some(dst) = out.get_mut(c * size..(c + 1) * size) else {
            return;
        };
        match texel.kind {
            TexelKind::Float => dst.copy_from_slice(&(*v as f32).to_le_bytes()),
            _ => dst.copy_from_slice(&(*v as i64).to_le_bytes()[..size]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    /// Held by tests that create textures: the table is global and reuses freed handles, so a
    /// test asserting that a destroyed handle names nothing must not run beside one creating.
    static TABLE_USERS: Mutex<()> = Mutex::new(());

    fn texture(data: &[f32], extent: [usize; 3], sampling: Sampling) -> u64 {
        create(Texture {
            image: TextureImage {
                base: data.as_ptr() as u64,
                format: TexelFormat {
                    kind: TexelKind::Float,
                    bits: 32,
                    channels: 1,
                },
                extent,
                pitch: extent[0] * 4,
                slice_pitch: extent[0] * extent[1] * 4,
                layered: false,
            },
            levels: Vec::new(),
            sampling,
        })
    }

    fn fetch_f32(h: u64, op: FetchOp, coords: [u64; 4]) -> f32 {
        let f = Fetch {
            op,
            texel: TexelType {
                kind: TexelKind::Float,
                bits: 32,
                lanes: 1,
            },
        };
        let mut out = [0u8; 4];
        fetch(h, encode(&f), coords, &mut out, |_, _| true).unwrap();
        f32::from_le_bytes(out)
    }

    const POINT: Sampling = Sampling {
        address: [AddressMode::Clamp; 3],
        linear_filter: false,
        normalized_float: false,
        normalized_coords: false,
        border: [0.0; 4],
        mipmap: Mipmap {
            linear: false,
            bias: 0.0,
            min_clamp: 0.0,
            max_clamp: 0.0,
        },
    };

    #[test]
    fn point_linear_and_out_of_range() {
        let _table = TABLE_USERS.lock().unwrap_or_else(|e| e.into_inner());
        let data = [1.0f32, 2.0, 4.0, 8.0];
        let h = texture(&data, [4, 1, 1], POINT);
        assert_eq!(fetch_f32(h, FetchOp::Fetch1D, [2, 0, 0, 0]), 4.0);
        assert_eq!(
            fetch_f32(h, FetchOp::Fetch1D, [(-1i64) as u64, 0, 0, 0]),
            0.0
        );
        let x = |v: f32| v.to_bits() as u64;
        assert_eq!(fetch_f32(h, FetchOp::Tex1D, [x(1.9), 0, 0, 0]), 2.0);
        assert_eq!(fetch_f32(h, FetchOp::Tex1D, [x(9.0), 0, 0, 0]), 8.0);
        let lin = texture(
            &data,
            [4, 1, 1],
            Sampling {
                linear_filter: true,
                ..POINT
            },
        );
        // Halfway between texels 1 and 2.
        assert_eq!(fetch_f32(lin, FetchOp::Tex1D, [x(2.0), 0, 0, 0]), 3.0);
        // The weight is quantized to 1/256: 0.3 becomes 77/256.
        let v = fetch_f32(lin, FetchOp::Tex1D, [x(1.8), 0, 0, 0]);
        assert_eq!(v, (2.0 + 2.0 * 77.0 / 256.0) as f32);
        assert!(destroy(h) && destroy(lin) && !destroy(lin));
        let mut out = [0u8; 4];
        assert_eq!(
            fetch(h, 0, [0; 4], &mut out, |_, _| true),
            Err(FetchError::NoSuchTexture(h))
        );
    }

    #[test]
    fn levels_of_detail_are_clamped_then_truncated_to_256ths() {
        let linear = Mipmap {
            linear: true,
            bias: 0.0,
            min_clamp: 0.0,
            max_clamp: 100.0,
        };
        // Measured on an H200 with four levels: 1.49 weighs the next level 125/256, 1.51
        // 130/256; past the last level, the last.
        assert_eq!(level_of_detail(&linear, Some(1.49), 4), (1, 125));
        assert_eq!(level_of_detail(&linear, Some(1.51), 4), (1, 130));
        assert_eq!(level_of_detail(&linear, Some(7.0), 4), (3, 0));
        assert_eq!(level_of_detail(&linear, Some(-1.0), 4), (0, 0));
        let point = Mipmap {
            linear: false,
            ..linear
        };
        assert_eq!(level_of_detail(&point, Some(1.49), 4), (1, 0));
        assert_eq!(level_of_detail(&point, Some(1.5), 4), (2, 0));
        // Clamps apply to fetches that name no level; the bias does not.
        let clamped = Mipmap {
            bias: 0.5,
            min_clamp: 1.0,
            max_clamp: 2.0,
            ..point
        };
        assert_eq!(level_of_detail(&clamped, None, 4), (1, 0));
        assert_eq!(level_of_detail(&clamped, Some(1.0), 4), (2, 0));
    }

    #[test]
    fn wrap_and_mirror_need_normalized_coordinates() {
        let _table = TABLE_USERS.lock().unwrap_or_else(|e| e.into_inner());
        let data = [1.0f32, 2.0, 4.0, 8.0];
        let wrap = Sampling {
            address: [AddressMode::Wrap; 3],
            normalized_coords: true,
            ..POINT
        };
        let h = texture(&data, [4, 1, 1], wrap);
        let x = |v: f32| v.to_bits() as u64;
        assert_eq!(fetch_f32(h, FetchOp::Tex1D, [x(1.3), 0, 0, 0]), 2.0);
        let mirror = texture(
            &data,
            [4, 1, 1],
            Sampling {
                address: [AddressMode::Mirror; 3],
                ..wrap
            },
        );
        assert_eq!(fetch_f32(mirror, FetchOp::Tex1D, [x(1.3), 0, 0, 0]), 4.0);
        destroy(h);
        destroy(mirror);
    }
}
