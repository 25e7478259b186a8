// corpus: nesting as deep as C++ recommends compilers to allow (256 levels): parenthesized
// expressions, compound statements and conditional expressions, written through macros that
// nest four levels at each use, in a kernel template.
#include <cstdio>

#define PAREN4(e) ((((e) + 1) + 1) + 1) + 1
#define PAREN16(e) PAREN4(PAREN4(PAREN4(PAREN4(e))))
#define PAREN256(e) PAREN16(PAREN16(PAREN16(PAREN16(PAREN16(PAREN16(PAREN16(PAREN16( \
    PAREN16(PAREN16(PAREN16(PAREN16(PAREN16(PAREN16(PAREN16(PAREN16(e))))))))))))))))

#define BLOCK4(s) { { { { s } } } }
#define BLOCK16(s) BLOCK4(BLOCK4(BLOCK4(BLOCK4(s))))
#define BLOCK256(s) BLOCK16(BLOCK16(BLOCK16(BLOCK16(BLOCK16(BLOCK16(BLOCK16(BLOCK16( \
    BLOCK16(BLOCK16(BLOCK16(BLOCK16(BLOCK16(BLOCK16(BLOCK16(BLOCK16(s))))))))))))))))

#define PICK4(c, e) (c) ? ((c) ? ((c) ? ((c) ? (e) : -1) : -2) : -3) : -4
#define PICK16(c, e) PICK4(c, PICK4(c, PICK4(c, PICK4(c, e))))
#define PICK256(c, e) PICK16(c, PICK16(c, PICK16(c, PICK16(c, PICK16(c, PICK16(c, PICK16(c, \
    PICK16(c, PICK16(c, PICK16(c, PICK16(c, PICK16(c, PICK16(c, PICK16(c, PICK16(c, \
    PICK16(c, e))))))))))))))))

template <typename T>
__global__ void deep(T* out, T x) {
    out[0] = PAREN256(x);
    BLOCK256(out[1] = x * 2;)
    out[2] = PICK256(x > 0, x + 7);
    out[3] = PICK256(threadIdx.x == 1, x);
}

int main() {
    int* d;
    cudaMallocManaged(&d, 4 * sizeof(int));
    deep<<<1, 1>>>(d, 5);
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", d[0], d[1], d[2], d[3]);
    cudaFree(d);
    return 0;
}
