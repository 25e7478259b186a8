// corpus: stringizing keeps the space an empty macro argument or an empty expansion leaves:
// it goes to the token after it, inside the replacement or after the call
#include <cstdio>

#define str(x) #x
#define xstr(x) str(x)
#define g(a, b) f(a b)
#define h(a, b, c) a b c
#define E
#define EF()

__device__ const char* const texts[] = {
    xstr(g(1, )),     xstr(g(, 2)),      xstr(h(1, , 3)), xstr(h(1, E, 3)), xstr(h(1, E, )),
    xstr([ E]),       xstr([ EF()]),     xstr(h(, , )),   xstr(h(x, , )y),  xstr((g(, ))),
    xstr([h(, , )]),  xstr([h(x, , )]),  xstr([E E]),     xstr([E]),
};

__global__ void kernel() {
    for (const char* t : texts) {
        int length = 0;
        while (t[length])
            ++length;
        printf("\"%s\" %d\n", t, length);
    }
}

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
