# 1 "host_checks.cu"
static void** __fc_module_handle();
extern "C" {
void** __ferrocudaRegisterModule(const unsigned char* image, unsigned long long size);
void __ferrocudaRegisterFunction(void** module, const void* host_stub, const char* kernel_name, const char* template_args);
void __ferrocudaRegisterVar(void** module, void* host_shadow, const char* var_name, unsigned long long size, int is_constant, int is_managed);
}
template <class __T> const char* __ferrocuda_type_name();
static inline const char* __fc_join(const char* const* __parts, char __sep) {
  unsigned long __n = 1;
  for (const char* const* __p = __parts; *__p; ++__p) { for (const char* __c = *__p; *__c; ++__c) ++__n; ++__n; }
  char* __out = new char[__n];
  char* __w = __out;
  for (const char* const* __p = __parts; *__p; ++__p) {
    if (__p != __parts && __sep) *__w++ = __sep;
    for (const char* __c = *__p; *__c; ++__c) *__w++ = *__c;
  }
  *__w = 0;
  return __out;
}
static inline const char* __fc_type_arg(const char* __name) {
  const char* __p[] = {"t:", __name, nullptr};
  return __fc_join(__p, 0);
}
template <class... __A> static inline const char* __fc_template_args(__A... __parts) {
  const char* __p[] = {__parts..., nullptr};
  return __fc_join(__p, ',');
}
template <class __V> static inline const char* __fc_value_arg(__V __v) {
  const bool __neg = ((__V)-1 < (__V)1) && (long long)__v < 0;
  unsigned long long __u = __neg ? 0ULL - (unsigned long long)(long long)__v : (unsigned long long)__v;
  char __d[24];
  int __n = 0;
  do { __d[__n++] = (char)('0' + __u % 10); __u /= 10; } while (__u);
  char* __s = new char[__n + 4];
  int __k = 0;
  __s[__k++] = 'v'; __s[__k++] = ':';
  if (__neg) __s[__k++] = '-';
  while (__n) __s[__k++] = __d[--__n];
  __s[__k] = 0;
  return __s;
}
# 1 "host_checks.cu"
// Valid code that the checks for device calls and launch arguments must leave alone.
extern "C" { unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared_mem, struct CUstream_st* stream); cudaError_t __ferrocudaLaunch(const void* host_stub, void** args); } 



int halve(float x) { return (int)(x / 2); }
                    int both(int x) { return x + 1; }
struct Obj { int twice(int x) const { return x + x; } };
namespace host { int offset(int x) { return x - 1; } }

template <typename T>                     T apply(T x) { return sq(x); }

           void two(int a, int b) { void* __fc_args[] = {(void*)&a, (void*)&b}; __ferrocudaLaunch((const void*)two, __fc_args); }
           void defaults(int a, int b = 2);
           void defaults(int a, int b) { void* __fc_args[] = {(void*)&a, (void*)&b}; __ferrocudaLaunch((const void*)defaults, __fc_args); }
           void over(int a) { void* __fc_args[] = {(void*)&a}; __ferrocudaLaunch((const void*)(void(*)(int))over, __fc_args); }
           void over(int a, int b) { void* __fc_args[] = {(void*)&a, (void*)&b}; __ferrocudaLaunch((const void*)(void(*)(int, int))over, __fc_args); }
template <typename... Ts>            void pack(Ts... xs) { static const bool __fc_reg = (__ferrocudaRegisterFunction(__fc_module_handle(), (const void*)&pack<Ts...>, "pack", __fc_template_args(__fc_type_arg(__ferrocuda_type_name<Ts>())...)), true); (void)__fc_reg; void* __fc_args[] = {(void*)&xs..., nullptr}; __ferrocudaLaunch((const void*)&pack<Ts...>, __fc_args); }
template <int N> struct Size { static const int value = N; };

int host_code(const Obj& o) {
    int r = o.twice(1) + halve(2.0f) + both(3) + host::offset(4);
    (__cudaPushCallConfiguration(dim3(1), dim3(1), (size_t)0, (cudaStream_t)0) ? (void)0 : two(1, 2));
    (__cudaPushCallConfiguration(dim3(1), dim3(1), (size_t)0, (cudaStream_t)0) ? (void)0 : defaults(1));
    (__cudaPushCallConfiguration(dim3(1), dim3(1), (size_t)0, (cudaStream_t)0) ? (void)0 : defaults(1, 2));
    (__cudaPushCallConfiguration(dim3(1), dim3(1), (size_t)0, (cudaStream_t)0) ? (void)0 : over(1));
    (__cudaPushCallConfiguration(dim3(1), dim3(1), (size_t)0, (cudaStream_t)0) ? (void)0 : over(1, 2));
    (__cudaPushCallConfiguration(dim3(1), dim3(1), (size_t)0, (cudaStream_t)0) ? (void)0 : pack(1, 2, 3));
    (__cudaPushCallConfiguration(dim3(1), dim3(1), (size_t)0, (cudaStream_t)0) ? (void)0 : two(Size<1>::value, Size<2>::value));
    return r;
}

int main() { return host_code(Obj()); }

# 1 "<ferrocuda registration>"
static const unsigned char __fc_image[] =
"device image of the fixture\012"
;
template <class __T> const char* __ferrocuda_type_name() { return typeid(__T).name(); }
static void** __fc_register_module() {
  void** __h = __ferrocudaRegisterModule(__fc_image, 28ULL);
  __ferrocudaRegisterFunction(__h, (const void*)two, "two", nullptr);
  __ferrocudaRegisterFunction(__h, (const void*)defaults, "defaults", nullptr);
  __ferrocudaRegisterFunction(__h, (const void*)(void(*)(int))over, "over", nullptr);
  __ferrocudaRegisterFunction(__h, (const void*)(void(*)(int, int))over, "over", nullptr);
  return __h;
}
static void** __fc_module_handle() {
  static void** const __h = __fc_register_module();
  return __h;
}
static void** const __fc_module_at_startup __attribute__((unused)) = __fc_module_handle();
