# 1 "templates.cu"
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
# 1 "templates.cu"
extern "C" { unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared_mem, struct CUstream_st* stream); cudaError_t __ferrocudaLaunch(const struct __fc_record* record, void** args); cudaError_t __ferrocudaLaunch1(const struct __fc_record* record, void*); cudaError_t __ferrocudaLaunch2(const struct __fc_record* record, void*, void*); cudaError_t __ferrocudaLaunch3(const struct __fc_record* record, void*, void*, void*); cudaError_t __ferrocudaLaunch4(const struct __fc_record* record, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch5(const struct __fc_record* record, void*, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch6(const struct __fc_record* record, void*, void*, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch7(const struct __fc_record* record, void*, void*, void*, void*, void*, void*, void*); cudaError_t __ferrocudaLaunch8(const struct __fc_record* record, void*, void*, void*, void*, void*, void*, void*, void*); } template <class G, class B> inline unsigned __ferrocudaPushConfiguration(G grid, B block, size_t shared_mem = 0, struct CUstream_st* stream = 0) { return __cudaPushCallConfiguration(dim3(grid), dim3(block), shared_mem, stream); } inline unsigned __ferrocudaPushConfiguration(dim3 grid, dim3 block, size_t shared_mem = 0, struct CUstream_st* stream = 0) { return __cudaPushCallConfiguration(grid, block, shared_mem, stream); } enum class Op : int { Add, Mul };




namespace { template <typename T, int N> struct __fc_instance_0 { static constexpr __fc_targ targs[] = {__fc_targ{&__ferrocuda_type_name<__fc_cv_tag<T>>, 0, 't', nullptr}, __fc_value_desc<typename __fc_decay<decltype(N)>::type, (N)>::get(), __fc_targ{nullptr, 0, 0, nullptr}}; static const __fc_record record; }; template <typename T, int N> constexpr __fc_targ __fc_instance_0<T, N>::targs[]; } template <typename T, int N>
           void scale(T* data, T factor) { __asm__(".pushsection __fc_record_refs,\"aw\"\n.balign 8\n.quad %c0\n.popsection" :: "i"(&__fc_instance_0<T, N>::record)); __ferrocudaLaunch2(&__fc_instance_0<T, N>::record, (void*)&data, (void*)&factor); } namespace { template <typename T, int N> const __fc_record __fc_instance_0<T, N>::record = {__fc_module_handle, (const void*)(void(*)(T * data, T factor))&scale<T, N>, "scale", targs, 0, 0}; }



namespace { template <unsigned blockSize> struct __fc_instance_1 { static constexpr __fc_targ targs[] = {__fc_value_desc<typename __fc_decay<decltype(blockSize)>::type, (blockSize)>::get(), __fc_targ{nullptr, 0, 0, nullptr}}; static const __fc_record record; }; template <unsigned blockSize> constexpr __fc_targ __fc_instance_1<blockSize>::targs[]; } template <unsigned blockSize>
           void reduce(const int* in, int* out, unsigned n) { __asm__(".pushsection __fc_record_refs,\"aw\"\n.balign 8\n.quad %c0\n.popsection" :: "i"(&__fc_instance_1<blockSize>::record)); __ferrocudaLaunch3(&__fc_instance_1<blockSize>::record, (void*)&in, (void*)&out, (void*)&n); } namespace { template <unsigned blockSize> const __fc_record __fc_instance_1<blockSize>::record = {__fc_module_handle, (const void*)(void(*)(const int * in, int * out, unsigned n))&reduce<blockSize>, "reduce", targs, 0, 0}; }




namespace { template <Op op, class __fc_t1> struct __fc_instance_2 { static constexpr __fc_targ targs[] = {__fc_value_desc<typename __fc_decay<decltype(op)>::type, (op)>::get(), __fc_targ{&__ferrocuda_type_name<__fc_cv_tag<__fc_t1>>, 0, 't', nullptr}, __fc_targ{nullptr, 0, 0, nullptr}}; static const __fc_record record; }; template <Op op, class __fc_t1> constexpr __fc_targ __fc_instance_2<op, __fc_t1>::targs[]; } template <Op op, class __fc_t1>
           void combine(int* out) { __asm__(".pushsection __fc_record_refs,\"aw\"\n.balign 8\n.quad %c0\n.popsection" :: "i"(&__fc_instance_2<op, __fc_t1>::record)); __ferrocudaLaunch1(&__fc_instance_2<op, __fc_t1>::record, (void*)&out); } namespace { template <Op op, class __fc_t1> const __fc_record __fc_instance_2<op, __fc_t1>::record = {__fc_module_handle, (const void*)(void(*)(int * out))&combine<op, __fc_t1>, "combine", targs, 0, 0}; }

namespace { template <typename ... Ts> struct __fc_instance_3 { static constexpr __fc_targ targs[] = {__fc_targ{&__ferrocuda_type_name<__fc_cv_tag<Ts>>, 0, 't', nullptr}..., __fc_targ{nullptr, 0, 0, nullptr}}; static const __fc_record record; }; template <typename ... Ts> constexpr __fc_targ __fc_instance_3<Ts...>::targs[]; } template <typename... Ts>
           void variadic(Ts... xs) { void* __fc_args[] = {(void*)&xs..., nullptr}; __asm__(".pushsection __fc_record_refs,\"aw\"\n.balign 8\n.quad %c0\n.popsection" :: "i"(&__fc_instance_3<Ts...>::record)); __ferrocudaLaunch(&__fc_instance_3<Ts...>::record, __fc_args); } namespace { template <typename ... Ts> const __fc_record __fc_instance_3<Ts...>::record = {__fc_module_handle, (const void*)(void(*)(Ts ... xs))&variadic<Ts...>, "variadic", targs, 0, 0}; }

namespace { struct __fc_instance_4 { static constexpr __fc_targ targs[] = {__fc_targ{&__ferrocuda_type_name<__fc_cv_tag<float>>, 0, 't', nullptr}, __fc_value_desc<typename __fc_decay<decltype(2)>::type, (2)>::get(), __fc_targ{nullptr, 0, 0, nullptr}}; static const __fc_record record; }; constexpr __fc_targ __fc_instance_4::targs[]; } template <>
           void scale<float, 2>(float* data, float factor) { __asm__(".pushsection __fc_record_refs,\"aw\"\n.balign 8\n.quad %c0\n.popsection" :: "i"(&__fc_instance_4::record)); __ferrocudaLaunch2(&__fc_instance_4::record, (void*)&data, (void*)&factor); } namespace { const __fc_record __fc_instance_4::record = {__fc_module_handle, (const void*)&scale < float , 2 >, "scale", targs, 0, 0}; }



namespace lib {
namespace { template <class T> struct __fc_instance_5 { static constexpr __fc_targ targs[] = {__fc_targ{&__ferrocuda_type_name<__fc_cv_tag<T>>, 0, 't', nullptr}, __fc_targ{nullptr, 0, 0, nullptr}}; static const __fc_record record; }; template <class T> constexpr __fc_targ __fc_instance_5<T>::targs[]; } template <class T>
           void fill(T* p, T v) { __asm__(".pushsection __fc_record_refs,\"aw\"\n.balign 8\n.quad %c0\n.popsection" :: "i"(&__fc_instance_5<T>::record)); __ferrocudaLaunch2(&__fc_instance_5<T>::record, (void*)&p, (void*)&v); } namespace { template <class T> const __fc_record __fc_instance_5<T>::record = {__fc_module_handle, (const void*)(void(*)(T * p, T v))&fill<T>, "lib::fill", targs, 0, 0}; }

namespace { template <class T> __fc_instance_5<T> __fc_deduce_6(void(*)(T * p, T v)); } template <>
           void fill(char* p, char v) { __asm__(".pushsection __fc_record_refs,\"aw\"\n.balign 8\n.quad %c0\n.popsection" :: "i"(&decltype(__fc_deduce_6((void(*)(char * p, char v))nullptr))::record)); __ferrocudaLaunch2(&decltype(__fc_deduce_6((void(*)(char * p, char v))nullptr))::record, (void*)&p, (void*)&v); }
}

namespace { template <typename T> struct __fc_instance_7 { static constexpr __fc_targ targs[] = {__fc_targ{&__ferrocuda_type_name<__fc_cv_tag<T>>, 0, 't', nullptr}, __fc_targ{nullptr, 0, 0, nullptr}}; static const __fc_record record; static const int registered; }; template <typename T> constexpr __fc_targ __fc_instance_7<T>::targs[]; } template <typename T>
           T __fc_vt_bias = T(1); template <typename T> decltype((__fc_vt_bias<T>)) bias = ((void)&__fc_instance_7<T>::registered, __fc_vt_bias<T>); namespace { template <typename T> const __fc_record __fc_instance_7<T>::record = {__fc_module_handle, (const void*)&__fc_vt_bias<T>, "bias", targs, sizeof(*&__fc_vt_bias<T>), 1}; template <typename T> const int __fc_instance_7<T>::registered = __ferrocudaRegisterRecord(&record); }
template <typename T>
           T* __fc_vt_bias<T*> = nullptr; template < typename T > decltype((__fc_vt_bias<T *>)) bias<T *> = ((void)&__fc_instance_7<T *>::registered, __fc_vt_bias<T *>);
template <>
           double __fc_vt_bias<double> = 2.5; template < > decltype((__fc_vt_bias<double>)) bias<double> = ((void)&__fc_instance_7<double>::registered, __fc_vt_bias<double>);

template <typename T>
void run(T* d) {
    (__ferrocudaPushConfiguration(1, 32), scale<T, 4>(d, T(2)));
    (__ferrocudaPushConfiguration(1, 1), lib::fill<T>(d, T()));
    (__ferrocudaPushConfiguration(8, 256, (size_t)(256 * sizeof(int))), reduce<256>(nullptr, nullptr, 0u));
    (__ferrocudaPushConfiguration(1, 1), combine<Op::Mul, int>(nullptr));
    (__ferrocudaPushConfiguration(1, 1), variadic<int, float>(1, 2.0f));
}

int main() {
    run<float>(nullptr);
    run<double>(nullptr);
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
