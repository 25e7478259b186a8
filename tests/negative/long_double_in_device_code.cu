// `long double` in device code is computed as `double`: declarations and literals are warned
// about, as nvcc warns.
__global__ void k(double* o) {
    long double x = 1.0L / 3;
    long double pair[2] = {x, 2};
    *o = (double)(pair[0] + pair[1]);
}
int main() {}
