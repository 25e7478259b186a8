namespace a { namespace b { int x = ; } }
__global__ void k(int *out) { out[0] = 1; }
