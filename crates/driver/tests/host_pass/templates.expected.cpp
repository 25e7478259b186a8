# 1 "templates.cu"
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
# 1 "templates.cu"
extern "C" { unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared_mem, struct CUstream_st* stream); cudaError_t __ferrocudaLaunch(const void* host_stub, void** args); } enum class Op : int { Add, Mul };




template <typename T, int N>
           void scale(T* data, T factor) { static const bool __fc_reg = (__ferrocudaRegisterFunction(__fc_module_handle(), (const void*)&scale<T, N>, "scale", __fc_template_args(__fc_type_arg(__ferrocuda_type_name<T>()), __fc_value_arg(N))), true); (void)__fc_reg; void* __fc_args[] = {(void*)&data, (void*)&factor}; __ferrocudaLaunch((const void*)&scale<T, N>, __fc_args); }



template <unsigned blockSize>
           void reduce(const int* in, int* out, unsigned n) { static const bool __fc_reg = (__ferrocudaRegisterFunction(__fc_module_handle(), (const void*)&reduce<blockSize>, "reduce", __fc_template_args(__fc_value_arg(blockSize))), true); (void)__fc_reg; void* __fc_args[] = {(void*)&in, (void*)&out, (void*)&n}; __ferrocudaLaunch((const void*)&reduce<blockSize>, __fc_args); }




template <Op op, class __fc_t1>
           void combine(int* out) { static const bool __fc_reg = (__ferrocudaRegisterFunction(__fc_module_handle(), (const void*)&combine<op, __fc_t1>, "combine", __fc_template_args(__fc_value_arg(op), __fc_type_arg(__ferrocuda_type_name<__fc_t1>()))), true); (void)__fc_reg; void* __fc_args[] = {(void*)&out}; __ferrocudaLaunch((const void*)&combine<op, __fc_t1>, __fc_args); }

template <typename... Ts>
           void variadic(Ts... xs) { static const bool __fc_reg = (__ferrocudaRegisterFunction(__fc_module_handle(), (const void*)&variadic<Ts...>, "variadic", __fc_template_args(__fc_type_arg(__ferrocuda_type_name<Ts>())...)), true); (void)__fc_reg; void* __fc_args[] = {(void*)&xs..., nullptr}; __ferrocudaLaunch((const void*)&variadic<Ts...>, __fc_args); }

template <>
           void scale<float, 2>(float* data, float factor) { static const bool __fc_reg = (__ferrocudaRegisterFunction(__fc_module_handle(), (const void*)&scale < float , 2 >, "scale", __fc_template_args(__fc_type_arg(__ferrocuda_type_name<float>()), __fc_value_arg(2))), true); (void)__fc_reg; void* __fc_args[] = {(void*)&data, (void*)&factor}; __ferrocudaLaunch((const void*)&scale < float , 2 >, __fc_args); }



namespace lib {
template <class T>
           void fill(T* p, T v) { static const bool __fc_reg = (__ferrocudaRegisterFunction(__fc_module_handle(), (const void*)&fill<T>, "lib::fill", __fc_template_args(__fc_type_arg(__ferrocuda_type_name<T>()))), true); (void)__fc_reg; void* __fc_args[] = {(void*)&p, (void*)&v}; __ferrocudaLaunch((const void*)&fill<T>, __fc_args); }
}

template <typename T>
void run(T* d) {
    (__cudaPushCallConfiguration(dim3(1), dim3(32), (size_t)0, (cudaStream_t)0) ? (void)0 : scale<T, 4>(d, T(2)));
    (__cudaPushCallConfiguration(dim3(1), dim3(1), (size_t)0, (cudaStream_t)0) ? (void)0 : lib::fill<T>(d, T()));
    (__cudaPushCallConfiguration(dim3(8), dim3(256), (size_t)(256 * sizeof(int)), (cudaStream_t)0) ? (void)0 : reduce<256>(nullptr, nullptr, 0u));
    (__cudaPushCallConfiguration(dim3(1), dim3(1), (size_t)0, (cudaStream_t)0) ? (void)0 : combine<Op::Mul, int>(nullptr));
    (__cudaPushCallConfiguration(dim3(1), dim3(1), (size_t)0, (cudaStream_t)0) ? (void)0 : variadic<int, float>(1, 2.0f));
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
static void** __fc_register_module() {
  void** __h = __ferrocudaRegisterModule(__fc_image, 28ULL);
  return __h;
}
static void** __fc_module_handle() {
  static void** const __h = __fc_register_module();
  return __h;
}
static void** const __fc_module_at_startup __attribute__((unused)) = __fc_module_handle();
