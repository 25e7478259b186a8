// corpus: string literals are arrays of `const char`: overload resolution prefers a `const
// char*` parameter to a `char*` one (which a literal still converts to, as C++03 allowed and
// nvcc accepts) and a plain function to a template alike; a template deduces a pointer from
// one, and so does class template argument deduction.
#include <cstdio>

__device__ int pick(const char*) { return 1; }
template <class T> __device__ int pick(T) { return 2; }
__device__ int mutability(char*) { return 1; }
__device__ int mutability(const char*) { return 2; }
__device__ int length(char* s) {
    int n = 0;
    while (s[n]) n++;
    return n;
}
template <class T> struct Box {
    T v;
    __device__ Box(T v) : v(v) {}
};
template <class T> __device__ int size_of(T) { return sizeof(T); }

__global__ void kernel(int* out) {
    char buffer[4] = "ab";
    const char* text = "cd";
    out[0] = pick("x");
    out[1] = pick(buffer);
    out[2] = mutability("x");
    out[3] = mutability(buffer);
    out[4] = mutability(text);
    out[5] = length("hello");
    Box b("xyz");
    out[6] = size_of("abc") * 10 + (b.v[2] == 'z');
}

int main() {
    int* out;
    cudaMallocManaged(&out, 7 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("pick: literal %d, char array %d\n", out[0], out[1]);
    printf("mutability: literal %d, char array %d, const char* %d\n", out[2], out[3], out[4]);
    printf("length(\"hello\") %d, sizeof and Box(\"xyz\") %d\n", out[5], out[6]);
    cudaFree(out);
    return 0;
}
