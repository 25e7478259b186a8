// corpus: a user-defined literal's suffix on any piece of a string concatenation, and digraphs stringized as written
#include <cstdio>
#include <cstddef>

__device__ int operator""_len(const char* s, size_t n) { return (int)n * 1000 + s[n - 1]; }
__device__ int operator""_units(const char16_t* s, size_t n) { return (int)n * 1000 + s[0]; }

#define STR(x) #x
#define XSTR(x) STR(x)
#define INDEX(a, i) a<:i:>

__global__ void k(int* out) {
    out[0] = "ab"_len "cde";
    out[1] = "ab" "cd"_len "e";
    out[2] = "a"_len "b"_len;
    out[3] = u"xy"_units "z";
    int table<:3:> = <% 7, 8, 9 %>;
    out[4] = INDEX(table, 2);
    const char* spelled = STR(<: :> <% %> %: %:%: [ ]);
    int n = 0;
    while (spelled[n]) ++n;
    out[5] = n;
    printf("%s\n", spelled);
    printf("%s\n", XSTR(INDEX(table, 1)));
}

int main() {
    int* out;
    cudaMallocManaged(&out, 6 * sizeof(int));
    k<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 6; ++i) printf("out[%d] = %d\n", i, out[i]);
    printf("host: %s\n", STR(<:%>));
    return 0;
}
