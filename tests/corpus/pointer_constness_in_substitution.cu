// corpus: substitutions see the const a pointer's target has only in a type: a call's declared result (declval<const char*>()), a parameter of a template parameter's pointer type
#include <cstdio>
#include <type_traits>
#include <utility>

template <class T> __host__ __device__ void take(T);

// Whether a From is given for a To parameter of a function template instantiated for To.
template <class From, class To, class = void> struct passes : std::false_type {};
template <class From, class To>
struct passes<From, To, decltype(take<To>(std::declval<From>()))> : std::true_type {};

__device__ void print_name(char* s) { printf("mutable %s\n", s); }
__device__ void print_name(const char* s) { printf("constant %s\n", s); }

template <class P> __device__ void show(P p) { print_name(p); }

__global__ void kernel(int* out) {
    int i = 0;
    out[i++] = passes<const char*, char*>::value;
    out[i++] = passes<char*, const char*>::value;
    out[i++] = passes<const char(&)[4], char*>::value;
    out[i++] = passes<const char(&)[4], const char*>::value;
    out[i++] = passes<volatile int*, int*>::value;
    out[i++] = std::is_convertible<const char*, char*>::value;
    out[i++] = std::is_convertible<const int*, const void*>::value;
    out[i] = -1;
    char name[] = "abc";
    show<char*>(name);
    show<const char*>(name);
}

int main() {
    int* out;
    cudaMallocManaged(&out, 16 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; out[i] != -1; ++i) printf("%d%c", out[i], out[i + 1] == -1 ? '\n' : ' ');
    cudaFree(out);
    return 0;
}
