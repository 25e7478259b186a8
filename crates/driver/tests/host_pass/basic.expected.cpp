# 1 "basic.cu"
static void** __fc_module_handle();
struct __fc_targ { const char* (*__type)(); unsigned long long __value; char __kind; const char* __text; };
struct __fc_record { void** (*__module)(); const void* __stub; const char* __name; const __fc_targ* __targs; unsigned long long __size; int __kind; };
extern "C" {
void** __ferrocudaRegisterModule(const unsigned char* image, unsigned long long size);
void __ferrocudaRegisterVar(void** module, void* host_shadow, const char* var_name, unsigned long long size, int is_constant, int is_managed);
void* __ferrocudaManagedVar(void* host_shadow, unsigned long long size);
void __ferrocudaRegisterRecords(void** module, void** (*module_handle)(), const struct __fc_record* begin, const struct __fc_record* end, const struct __fc_record* const* listed, const struct __fc_record* const* listed_end);
int __ferrocudaRegisterRecord(const struct __fc_record* record);
}
template <class __T> inline const char* __ferrocuda_type_name();
template <class __T> struct __fc_decay { typedef __T type; };
template <class __R, class... __A> struct __fc_decay<__R(__A...)> { typedef __R (*type)(__A...); };
template <class __T, __T __v> struct __fc_value_tag {};
template <class __T> struct __fc_cv_tag {};
template <class __V> constexpr unsigned long long __fc_value_bits(__V __v) { return (unsigned long long)__v; }
constexpr unsigned long long __fc_value_bits(double __v) { return __builtin_bit_cast(unsigned long long, __v); }
constexpr unsigned long long __fc_value_bits(float __v) { return __fc_value_bits((double)__v); }
constexpr unsigned long long __fc_value_bits(long double __v) { return __fc_value_bits((double)__v); }
constexpr unsigned long long __fc_value_bits(decltype(nullptr)) { return 0; }
template <class __V> constexpr char __fc_value_kind(__V) { return (__V)-1 < (__V)1 ? 'v' : 'u'; }
constexpr char __fc_value_kind(float) { return 'F'; }
constexpr char __fc_value_kind(double) { return 'D'; }
constexpr char __fc_value_kind(long double) { return 'D'; }
constexpr char __fc_value_kind(decltype(nullptr)) { return 'u'; }
template <class __V, __V __v> const char* __fc_object_desc() {
  static char __buf[sizeof(__V) * 2 + 1024];
  if (!__buf[0]) {
    const char* __n = __ferrocuda_type_name<__V>();
    unsigned long __k = 0;
    for (; __n[__k] && __k < 1000; ++__k) __buf[__k] = __n[__k];
    __buf[__k++] = ':';
    const unsigned char* __b = reinterpret_cast<const unsigned char*>(&__v);
    for (unsigned long __i = 0; __i < sizeof(__V); ++__i) {
      __buf[__k++] = "0123456789abcdef"[__b[__i] >> 4];
      __buf[__k++] = "0123456789abcdef"[__b[__i] & 15];
    }
  }
  return __buf;
}
template <bool> struct __fc_bool {};
template <class __V, __V __v> constexpr __fc_targ __fc_value_targ(__fc_bool<false>) { return __fc_targ{nullptr, __fc_value_bits(__v), __fc_value_kind(__v), nullptr}; }
template <class __V, __V __v> constexpr __fc_targ __fc_value_targ(__fc_bool<true>) { return __fc_targ{&__fc_object_desc<__V, __v>, 0, 'o', nullptr}; }
template <class __V, __V __v> struct __fc_value_desc {
  static constexpr __fc_targ get() { return __fc_value_targ<__V, __v>(__fc_bool<__is_class(__V)>()); }
};
template <class __T, __T* __p> struct __fc_value_desc<__T*, __p> {
  static constexpr __fc_targ get() { return __fc_targ{&__ferrocuda_type_name<__fc_value_tag<__T*, __p>>, 0, 'f', nullptr}; }
};
template <class __T, __T& __r> struct __fc_value_desc<__T&, __r> {
  static constexpr __fc_targ get() { return __fc_targ{&__ferrocuda_type_name<__fc_value_tag<__T&, __r>>, 0, 'f', nullptr}; }
};
template <class __T, class __C, __T __C::*__m> struct __fc_value_desc<__T __C::*, __m> {
  static constexpr __fc_targ get() { return __fc_targ{&__ferrocuda_type_name<__fc_value_tag<__T __C::*, __m>>, 0, 'f', nullptr}; }
};
template <class __R, class... __A, __R (*__f)(__A...)> struct __fc_value_desc<__R (*)(__A...), __f> {
  static constexpr __fc_targ get() { return __fc_targ{&__ferrocuda_type_name<__fc_value_tag<__R (*)(__A...), __f>>, 0, 'f', nullptr}; }
};
# 1 "basic.cu"
extern "C" { unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared_mem, struct CUstream_st* stream); cudaError_t __ferrocudaLaunch(const struct __fc_record* record, void** args); cudaError_t __ferrocudaLaunch1(const struct __fc_record* record, void*); cudaError_t __ferrocudaLaunch2(const struct __fc_record* record, void*, void*); cudaError_t __ferrocudaLaunch3(const struct __fc_record* record, void*, void*, void*); cudaError_t __ferrocudaLaunch4(const struct __fc_record* record, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch5(const struct __fc_record* record, void*, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch6(const struct __fc_record* record, void*, void*, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch7(const struct __fc_record* record, void*, void*, void*, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch8(const struct __fc_record* record, void*, void*, void*, void*, void*, void*, void*, void*); } template <class G, class B> inline unsigned __ferrocudaPushConfiguration(G grid, B block, size_t shared_mem = 0, struct CUstream_st* stream = 0) { return __cudaPushCallConfiguration(dim3(grid), dim3(block), shared_mem, stream); } inline unsigned __ferrocudaPushConfiguration(dim3 grid, dim3 block, size_t shared_mem = 0, struct CUstream_st* stream = 0) { return __cudaPushCallConfiguration(grid, block, shared_mem, stream); } typedef unsigned long size_t;
// Device-only helpers disappear; host-device ones stay without their qualifiers.


                    inline float twice(float x) { return 2.0f * x; }
         int host_only() { return 1; }

typedef float (*unary_t)(float);
// Initializers naming device-only functions go: those functions are not on the host.
           static unary_t gSquare , gKept = 0, gAlso ;

           static int gCounter;
           static float gTable[8] = {1, 2, 3}, gOther;
             static float coeffs[4];
            static int __fc_managed_gManaged = 7; static __typeof__(__fc_managed_gManaged)& gManaged = *(__typeof__(__fc_managed_gManaged)*)__ferrocudaManagedVar((void*)&__fc_managed_gManaged, sizeof(__fc_managed_gManaged));
extern            int gElsewhere;
namespace ns { extern             int __fc_managed_gOutside; extern __typeof__(__fc_managed_gOutside)& gOutside; }
            int ns::__fc_managed_gOutside = 3; __typeof__(ns::__fc_managed_gOutside)& ns::gOutside = *(__typeof__(ns::__fc_managed_gOutside)*)__ferrocudaManagedVar((void*)&ns::__fc_managed_gOutside, sizeof(ns::__fc_managed_gOutside));

static                         const int kLimit = 16;
static texture<float, 2, cudaReadModeElementType> texRef;
static texture<int> texOther, texThird;

           void prototype(int n);

           void saxpy(int n, float a, const float* __restrict__ x,
                      float* y) { static const __fc_record __fc_kernel __attribute__((section("__fc_records"), used, aligned(8))) = {__fc_module_handle, (const void*)(void(*)(int n, float a, const float * __restrict__ x, float * y))saxpy, "saxpy", nullptr, 0, 0}; __ferrocudaLaunch4(&__fc_kernel, (void*)&n, (void*)&a, (void*)&x, (void*)&y); }




struct Config { int n; };
           void namedAsItsType(Config __fc_p0) { static const __fc_record __fc_kernel __attribute__((section("__fc_records"), used, aligned(8))) = {__fc_module_handle, (const void*)(void(*)(Config Config))namedAsItsType, "namedAsItsType", nullptr, 0, 0}; __ferrocudaLaunch1(&__fc_kernel, (void*)&__fc_p0); }

           void                           noArgs() { static const __fc_record __fc_kernel __attribute__((section("__fc_records"), used, aligned(8))) = {__fc_module_handle, (const void*)(void(*)())noArgs, "noArgs", nullptr, 0, 0}; __ferrocudaLaunch(&__fc_kernel, nullptr); }






           void unnamed(int __fc_p0, float* __fc_p1, const int* __restrict__ __fc_p2) { static const __fc_record __fc_kernel __attribute__((section("__fc_records"), used, aligned(8))) = {__fc_module_handle, (const void*)(void(*)(int, float *, const int * __restrict__))unnamed, "unnamed", nullptr, 0, 0}; __ferrocudaLaunch3(&__fc_kernel, (void*)&__fc_p0, (void*)&__fc_p1, (void*)&__fc_p2); }
           void unnamed_declarators(int (* __fc_p0)[4], float (* __fc_p1)(float), int __fc_p2) { static const __fc_record __fc_kernel __attribute__((section("__fc_records"), used, aligned(8))) = {__fc_module_handle, (const void*)(void(*)(int ( * ) [ 4 ], float ( * ) ( float ), int))unnamed_declarators, "unnamed_declarators", nullptr, 0, 0}; __ferrocudaLaunch3(&__fc_kernel, (void*)&__fc_p0, (void*)&__fc_p1, (void*)&__fc_p2); }

namespace { template <typename T, int N> struct __fc_instance_5 { static constexpr __fc_targ targs[] = {__fc_targ{&__ferrocuda_type_name<__fc_cv_tag<T>>, 0, 't', nullptr}, __fc_value_desc<typename __fc_decay<decltype(N)>::type, (N)>::get(), __fc_targ{nullptr, 0, 0, nullptr}}; static const __fc_record record; static const int registered; }; template <typename T, int N> constexpr __fc_targ __fc_instance_5<T, N>::targs[]; } template <typename T, int N>              T __fc_vt_gWeights[N]; template <typename T, int N> decltype((__fc_vt_gWeights<T, N>)) gWeights = ((void)&__fc_instance_5<T, N>::registered, __fc_vt_gWeights<T, N>); namespace { template <typename T, int N> const __fc_record __fc_instance_5<T, N>::record = {__fc_module_handle, (const void*)&__fc_vt_gWeights<T, N>, "gWeights", targs, sizeof(*&__fc_vt_gWeights<T, N>), 2}; template <typename T, int N> const int __fc_instance_5<T, N>::registered = __ferrocudaRegisterRecord(&record); }
template <class T> constexpr            T kPi = T(3.14159);
const void* weights() { return &gWeights<float, 4>; }

int main() {
    cudaStream_t s = 0;
    int n = 1 << 10;
    float *x = nullptr, *y = nullptr;
    (__ferrocudaPushConfiguration((n + 255) / 256, 256), saxpy(n, 2.0f, x, y));
    (__ferrocudaPushConfiguration(dim3(4, 1), dim3(64), (size_t)(0)), saxpy(n, twice(1.0f), x, y));
    (__ferrocudaPushConfiguration(1, 32, (size_t)(128 * sizeof(int)), (cudaStream_t)(s)), noArgs());
    (__ferrocudaPushConfiguration(
        n / 256,
        256), saxpy(n,
               1.0f, x, y));
    (__ferrocudaPushConfiguration(1, 1), unnamed(1, y, nullptr));
    return host_only() + (1 << 2) + (n >> 1);
}

# 1 "<ferrocuda registration>"
static const unsigned char __fc_image[] =
"device image of the fixture\012"
;
template <class __T> const char* __ferrocuda_type_name() { return typeid(__T).name(); }
extern "C" __attribute__((weak, visibility("hidden"))) const __fc_record __start___fc_records[], __stop___fc_records[];
extern "C" __attribute__((weak, visibility("hidden"))) const __fc_record* const __start___fc_record_refs[], * const __stop___fc_record_refs[];
static void** __fc_register_module() {
  void** __h = __ferrocudaRegisterModule(__fc_image, 28ULL);
  __ferrocudaRegisterVar(__h, (void*)&gSquare, "gSquare", sizeof(gSquare), 0, 0);
  __ferrocudaRegisterVar(__h, (void*)&gKept, "gKept", sizeof(gKept), 0, 0);
  __ferrocudaRegisterVar(__h, (void*)&gAlso, "gAlso", sizeof(gAlso), 0, 0);
  __ferrocudaRegisterVar(__h, (void*)&gCounter, "gCounter", sizeof(gCounter), 0, 0);
  __ferrocudaRegisterVar(__h, (void*)&gTable, "gTable", sizeof(gTable), 0, 0);
  __ferrocudaRegisterVar(__h, (void*)&gOther, "gOther", sizeof(gOther), 0, 0);
  __ferrocudaRegisterVar(__h, (void*)&coeffs, "coeffs", sizeof(coeffs), 1, 0);
  __ferrocudaRegisterVar(__h, (void*)&__fc_managed_gManaged, "gManaged", sizeof(__fc_managed_gManaged), 0, 1);
  __ferrocudaRegisterVar(__h, (void*)&ns::__fc_managed_gOutside, "ns::gOutside", sizeof(ns::__fc_managed_gOutside), 0, 1);
  __ferrocudaRegisterVar(__h, (void*)&kLimit, "kLimit", sizeof(kLimit), 1, 0);
  __ferrocudaRegisterVar(__h, (void*)&texRef, "texRef", sizeof(texRef), 0, 0);
  __ferrocudaRegisterVar(__h, (void*)&texOther, "texOther", sizeof(texOther), 0, 0);
  __ferrocudaRegisterVar(__h, (void*)&texThird, "texThird", sizeof(texThird), 0, 0);
  __ferrocudaRegisterRecords(__h, __fc_module_handle, __start___fc_records, __stop___fc_records, __start___fc_record_refs, __stop___fc_record_refs);
  return __h;
}
static void** __fc_module_handle() {
  static void** __h;
  void** __m = __atomic_load_n(&__h, 2);
  if (!__m) {
    __m = __fc_register_module();
    __atomic_store_n(&__h, __m, 3);
  }
  return __m;
}
static void** const __fc_module_at_startup __attribute__((unused)) = __fc_module_handle();
