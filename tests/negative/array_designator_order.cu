// Array designators are taken as integer literals in increasing order.
__global__ void k(int* out) {
    int a[4] = {[2] = 1, [0] = 3};
    out[0] = a[0];
}
