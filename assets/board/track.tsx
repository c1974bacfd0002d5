<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="track" tilewidth="52" tileheight="52" tilecount="200" columns="10">
 <image source="track.png" width="520" height="1040"/>
 <tile id="0">
  <properties>
   <property name="depicts" value="track 0"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="depicts" value="track 1"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="depicts" value="track 2"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="depicts" value="track 3"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="depicts" value="track 4"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="depicts" value="track 5"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="depicts" value="track 6"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="depicts" value="track 7"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="depicts" value="track 8"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="depicts" value="track 9"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="depicts" value="track 10"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="depicts" value="track 11"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="depicts" value="track 12"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="depicts" value="track 13"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="depicts" value="track 14"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="depicts" value="track 15"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="depicts" value="track 16"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="depicts" value="track 17"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="depicts" value="track 18"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="depicts" value="track 19"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="depicts" value="track 20"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="depicts" value="track 21"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="depicts" value="track 22"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="depicts" value="track 23"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="depicts" value="track 24"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="depicts" value="track 25"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="depicts" value="track 26"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="depicts" value="track 27"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="depicts" value="track 28"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="depicts" value="track 29"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="depicts" value="track 30"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="depicts" value="track 31"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="depicts" value="track 32"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="depicts" value="track 33"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="depicts" value="track 34"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="depicts" value="track 35"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="depicts" value="track 36"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="depicts" value="track 37"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="depicts" value="track 38"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="depicts" value="track 39"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="depicts" value="track 40"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="depicts" value="track 41"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="depicts" value="track 42"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="depicts" value="track 43"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="depicts" value="track 44"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="depicts" value="track 45"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="depicts" value="track 46"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="depicts" value="track 47"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="depicts" value="track 48"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="depicts" value="track 49"/>
  </properties>
 </tile>
 <tile id="50">
  <properties>
   <property name="depicts" value="track 50"/>
  </properties>
 </tile>
 <tile id="51">
  <properties>
   <property name="depicts" value="track 51"/>
  </properties>
 </tile>
 <tile id="52">
  <properties>
   <property name="depicts" value="track 52"/>
  </properties>
 </tile>
 <tile id="53">
  <properties>
   <property name="depicts" value="track 53"/>
  </properties>
 </tile>
 <tile id="54">
  <properties>
   <property name="depicts" value="track 54"/>
  </properties>
 </tile>
 <tile id="55">
  <properties>
   <property name="depicts" value="track 55"/>
  </properties>
 </tile>
 <tile id="56">
  <properties>
   <property name="depicts" value="track 56"/>
  </properties>
 </tile>
 <tile id="57">
  <properties>
   <property name="depicts" value="track 57"/>
  </properties>
 </tile>
 <tile id="58">
  <properties>
   <property name="depicts" value="track 58"/>
  </properties>
 </tile>
 <tile id="59">
  <properties>
   <property name="depicts" value="track 59"/>
  </properties>
 </tile>
 <tile id="60">
  <properties>
   <property name="depicts" value="track 60"/>
  </properties>
 </tile>
 <tile id="61">
  <properties>
   <property name="depicts" value="track 61"/>
  </properties>
 </tile>
 <tile id="62">
  <properties>
   <property name="depicts" value="track 62"/>
  </properties>
 </tile>
 <tile id="63">
  <properties>
   <property name="depicts" value="track 63"/>
  </properties>
 </tile>
 <tile id="64">
  <properties>
   <property name="depicts" value="track 64"/>
  </properties>
 </tile>
 <tile id="65">
  <properties>
   <property name="depicts" value="track 65"/>
  </properties>
 </tile>
 <tile id="66">
  <properties>
   <property name="depicts" value="track 66"/>
  </properties>
 </tile>
 <tile id="67">
  <properties>
   <property name="depicts" value="track 67"/>
  </properties>
 </tile>
 <tile id="68">
  <properties>
   <property name="depicts" value="track 68"/>
  </properties>
 </tile>
 <tile id="69">
  <properties>
   <property name="depicts" value="track 69"/>
  </properties>
 </tile>
 <tile id="70">
  <properties>
   <property name="depicts" value="track 70"/>
  </properties>
 </tile>
 <tile id="71">
  <properties>
   <property name="depicts" value="track 71"/>
  </properties>
 </tile>
 <tile id="72">
  <properties>
   <property name="depicts" value="track 72"/>
  </properties>
 </tile>
 <tile id="73">
  <properties>
   <property name="depicts" value="track 73"/>
  </properties>
 </tile>
 <tile id="74">
  <properties>
   <property name="depicts" value="track 74"/>
  </properties>
 </tile>
 <tile id="75">
  <properties>
   <property name="depicts" value="track 75"/>
  </properties>
 </tile>
 <tile id="76">
  <properties>
   <property name="depicts" value="track 76"/>
  </properties>
 </tile>
 <tile id="77">
  <properties>
   <property name="depicts" value="track 77"/>
  </properties>
 </tile>
 <tile id="78">
  <properties>
   <property name="depicts" value="track 78"/>
  </properties>
 </tile>
 <tile id="79">
  <properties>
   <property name="depicts" value="track 79"/>
  </properties>
 </tile>
 <tile id="80">
  <properties>
   <property name="depicts" value="track 80"/>
  </properties>
 </tile>
 <tile id="81">
  <properties>
   <property name="depicts" value="track 81"/>
  </properties>
 </tile>
 <tile id="82">
  <properties>
   <property name="depicts" value="track 82"/>
  </properties>
 </tile>
 <tile id="83">
  <properties>
   <property name="depicts" value="track 83"/>
  </properties>
 </tile>
 <tile id="84">
  <properties>
   <property name="depicts" value="track 84"/>
  </properties>
 </tile>
 <tile id="85">
  <properties>
   <property name="depicts" value="track 85"/>
  </properties>
 </tile>
 <tile id="86">
  <properties>
   <property name="depicts" value="track 86"/>
  </properties>
 </tile>
 <tile id="87">
  <properties>
   <property name="depicts" value="track 87"/>
  </properties>
 </tile>
 <tile id="88">
  <properties>
   <property name="depicts" value="track 88"/>
  </properties>
 </tile>
 <tile id="89">
  <properties>
   <property name="depicts" value="track 89"/>
  </properties>
 </tile>
 <tile id="90">
  <properties>
   <property name="depicts" value="track 90"/>
  </properties>
 </tile>
 <tile id="91">
  <properties>
   <property name="depicts" value="track 91"/>
  </properties>
 </tile>
 <tile id="92">
  <properties>
   <property name="depicts" value="track 92"/>
  </properties>
 </tile>
 <tile id="93">
  <properties>
   <property name="depicts" value="track 93"/>
  </properties>
 </tile>
 <tile id="94">
  <properties>
   <property name="depicts" value="track 94"/>
  </properties>
 </tile>
 <tile id="95">
  <properties>
   <property name="depicts" value="track 95"/>
  </properties>
 </tile>
 <tile id="96">
  <properties>
   <property name="depicts" value="track 96"/>
  </properties>
 </tile>
 <tile id="97">
  <properties>
   <property name="depicts" value="track 97"/>
  </properties>
 </tile>
 <tile id="98">
  <properties>
   <property name="depicts" value="track 98"/>
  </properties>
 </tile>
 <tile id="99">
  <properties>
   <property name="depicts" value="track 99"/>
  </properties>
 </tile>
 <tile id="100">
  <properties>
   <property name="depicts" value="oxen_eye 0"/>
  </properties>
 </tile>
 <tile id="101">
  <properties>
   <property name="depicts" value="oxen_eye 1"/>
  </properties>
 </tile>
 <tile id="102">
  <properties>
   <property name="depicts" value="oxen_eye 2"/>
  </properties>
 </tile>
 <tile id="103">
  <properties>
   <property name="depicts" value="oxen_eye 3"/>
  </properties>
 </tile>
 <tile id="104">
  <properties>
   <property name="depicts" value="oxen_eye 4"/>
  </properties>
 </tile>
 <tile id="105">
  <properties>
   <property name="depicts" value="oxen_eye 5"/>
  </properties>
 </tile>
 <tile id="106">
  <properties>
   <property name="depicts" value="oxen_eye 6"/>
  </properties>
 </tile>
 <tile id="107">
  <properties>
   <property name="depicts" value="oxen_eye 7"/>
  </properties>
 </tile>
 <tile id="108">
  <properties>
   <property name="depicts" value="oxen_eye 8"/>
  </properties>
 </tile>
 <tile id="109">
  <properties>
   <property name="depicts" value="oxen_eye 9"/>
  </properties>
 </tile>
 <tile id="110">
  <properties>
   <property name="depicts" value="oxen_eye 10"/>
  </properties>
 </tile>
 <tile id="111">
  <properties>
   <property name="depicts" value="oxen_eye 11"/>
  </properties>
 </tile>
 <tile id="112">
  <properties>
   <property name="depicts" value="oxen_eye 12"/>
  </properties>
 </tile>
 <tile id="113">
  <properties>
   <property name="depicts" value="oxen_eye 13"/>
  </properties>
 </tile>
 <tile id="114">
  <properties>
   <property name="depicts" value="oxen_eye 14"/>
  </properties>
 </tile>
 <tile id="115">
  <properties>
   <property name="depicts" value="oxen_eye 15"/>
  </properties>
 </tile>
 <tile id="116">
  <properties>
   <property name="depicts" value="oxen_eye 16"/>
  </properties>
 </tile>
 <tile id="117">
  <properties>
   <property name="depicts" value="oxen_eye 17"/>
  </properties>
 </tile>
 <tile id="118">
  <properties>
   <property name="depicts" value="oxen_eye 18"/>
  </properties>
 </tile>
 <tile id="119">
  <properties>
   <property name="depicts" value="oxen_eye 19"/>
  </properties>
 </tile>
 <tile id="120">
  <properties>
   <property name="depicts" value="oxen_eye 20"/>
  </properties>
 </tile>
 <tile id="121">
  <properties>
   <property name="depicts" value="oxen_eye 21"/>
  </properties>
 </tile>
 <tile id="122">
  <properties>
   <property name="depicts" value="oxen_eye 22"/>
  </properties>
 </tile>
 <tile id="123">
  <properties>
   <property name="depicts" value="oxen_eye 23"/>
  </properties>
 </tile>
 <tile id="124">
  <properties>
   <property name="depicts" value="oxen_eye 24"/>
  </properties>
 </tile>
 <tile id="125">
  <properties>
   <property name="depicts" value="oxen_eye 25"/>
  </properties>
 </tile>
 <tile id="126">
  <properties>
   <property name="depicts" value="oxen_eye 26"/>
  </properties>
 </tile>
 <tile id="127">
  <properties>
   <property name="depicts" value="oxen_eye 27"/>
  </properties>
 </tile>
 <tile id="128">
  <properties>
   <property name="depicts" value="oxen_eye 28"/>
  </properties>
 </tile>
 <tile id="129">
  <properties>
   <property name="depicts" value="oxen_eye 29"/>
  </properties>
 </tile>
 <tile id="130">
  <properties>
   <property name="depicts" value="oxen_eye 30"/>
  </properties>
 </tile>
 <tile id="131">
  <properties>
   <property name="depicts" value="oxen_eye 31"/>
  </properties>
 </tile>
 <tile id="132">
  <properties>
   <property name="depicts" value="oxen_eye 32"/>
  </properties>
 </tile>
 <tile id="133">
  <properties>
   <property name="depicts" value="oxen_eye 33"/>
  </properties>
 </tile>
 <tile id="134">
  <properties>
   <property name="depicts" value="oxen_eye 34"/>
  </properties>
 </tile>
 <tile id="135">
  <properties>
   <property name="depicts" value="oxen_eye 35"/>
  </properties>
 </tile>
 <tile id="136">
  <properties>
   <property name="depicts" value="oxen_eye 36"/>
  </properties>
 </tile>
 <tile id="137">
  <properties>
   <property name="depicts" value="oxen_eye 37"/>
  </properties>
 </tile>
 <tile id="138">
  <properties>
   <property name="depicts" value="oxen_eye 38"/>
  </properties>
 </tile>
 <tile id="139">
  <properties>
   <property name="depicts" value="oxen_eye 39"/>
  </properties>
 </tile>
 <tile id="140">
  <properties>
   <property name="depicts" value="oxen_eye 40"/>
  </properties>
 </tile>
 <tile id="141">
  <properties>
   <property name="depicts" value="oxen_eye 41"/>
  </properties>
 </tile>
 <tile id="142">
  <properties>
   <property name="depicts" value="oxen_eye 42"/>
  </properties>
 </tile>
 <tile id="143">
  <properties>
   <property name="depicts" value="oxen_eye 43"/>
  </properties>
 </tile>
 <tile id="144">
  <properties>
   <property name="depicts" value="oxen_eye 44"/>
  </properties>
 </tile>
 <tile id="145">
  <properties>
   <property name="depicts" value="oxen_eye 45"/>
  </properties>
 </tile>
 <tile id="146">
  <properties>
   <property name="depicts" value="oxen_eye 46"/>
  </properties>
 </tile>
 <tile id="147">
  <properties>
   <property name="depicts" value="oxen_eye 47"/>
  </properties>
 </tile>
 <tile id="148">
  <properties>
   <property name="depicts" value="oxen_eye 48"/>
  </properties>
 </tile>
 <tile id="149">
  <properties>
   <property name="depicts" value="oxen_eye 49"/>
  </properties>
 </tile>
 <tile id="150">
  <properties>
   <property name="depicts" value="oxen_eye 50"/>
  </properties>
 </tile>
 <tile id="151">
  <properties>
   <property name="depicts" value="oxen_eye 51"/>
  </properties>
 </tile>
 <tile id="152">
  <properties>
   <property name="depicts" value="oxen_eye 52"/>
  </properties>
 </tile>
 <tile id="153">
  <properties>
   <property name="depicts" value="oxen_eye 53"/>
  </properties>
 </tile>
 <tile id="154">
  <properties>
   <property name="depicts" value="oxen_eye 54"/>
  </properties>
 </tile>
 <tile id="155">
  <properties>
   <property name="depicts" value="oxen_eye 55"/>
  </properties>
 </tile>
 <tile id="156">
  <properties>
   <property name="depicts" value="oxen_eye 56"/>
  </properties>
 </tile>
 <tile id="157">
  <properties>
   <property name="depicts" value="oxen_eye 57"/>
  </properties>
 </tile>
 <tile id="158">
  <properties>
   <property name="depicts" value="oxen_eye 58"/>
  </properties>
 </tile>
 <tile id="159">
  <properties>
   <property name="depicts" value="oxen_eye 59"/>
  </properties>
 </tile>
 <tile id="160">
  <properties>
   <property name="depicts" value="oxen_eye 60"/>
  </properties>
 </tile>
 <tile id="161">
  <properties>
   <property name="depicts" value="oxen_eye 61"/>
  </properties>
 </tile>
 <tile id="162">
  <properties>
   <property name="depicts" value="oxen_eye 62"/>
  </properties>
 </tile>
 <tile id="163">
  <properties>
   <property name="depicts" value="oxen_eye 63"/>
  </properties>
 </tile>
 <tile id="164">
  <properties>
   <property name="depicts" value="oxen_eye 64"/>
  </properties>
 </tile>
 <tile id="165">
  <properties>
   <property name="depicts" value="oxen_eye 65"/>
  </properties>
 </tile>
 <tile id="166">
  <properties>
   <property name="depicts" value="oxen_eye 66"/>
  </properties>
 </tile>
 <tile id="167">
  <properties>
   <property name="depicts" value="oxen_eye 67"/>
  </properties>
 </tile>
 <tile id="168">
  <properties>
   <property name="depicts" value="oxen_eye 68"/>
  </properties>
 </tile>
 <tile id="169">
  <properties>
   <property name="depicts" value="oxen_eye 69"/>
  </properties>
 </tile>
 <tile id="170">
  <properties>
   <property name="depicts" value="oxen_eye 70"/>
  </properties>
 </tile>
 <tile id="171">
  <properties>
   <property name="depicts" value="oxen_eye 71"/>
  </properties>
 </tile>
 <tile id="172">
  <properties>
   <property name="depicts" value="oxen_eye 72"/>
  </properties>
 </tile>
 <tile id="173">
  <properties>
   <property name="depicts" value="oxen_eye 73"/>
  </properties>
 </tile>
 <tile id="174">
  <properties>
   <property name="depicts" value="oxen_eye 74"/>
  </properties>
 </tile>
 <tile id="175">
  <properties>
   <property name="depicts" value="oxen_eye 75"/>
  </properties>
 </tile>
 <tile id="176">
  <properties>
   <property name="depicts" value="oxen_eye 76"/>
  </properties>
 </tile>
 <tile id="177">
  <properties>
   <property name="depicts" value="oxen_eye 77"/>
  </properties>
 </tile>
 <tile id="178">
  <properties>
   <property name="depicts" value="oxen_eye 78"/>
  </properties>
 </tile>
 <tile id="179">
  <properties>
   <property name="depicts" value="oxen_eye 79"/>
  </properties>
 </tile>
 <tile id="180">
  <properties>
   <property name="depicts" value="oxen_eye 80"/>
  </properties>
 </tile>
 <tile id="181">
  <properties>
   <property name="depicts" value="oxen_eye 81"/>
  </properties>
 </tile>
 <tile id="182">
  <properties>
   <property name="depicts" value="oxen_eye 82"/>
  </properties>
 </tile>
 <tile id="183">
  <properties>
   <property name="depicts" value="oxen_eye 83"/>
  </properties>
 </tile>
 <tile id="184">
  <properties>
   <property name="depicts" value="oxen_eye 84"/>
  </properties>
 </tile>
 <tile id="185">
  <properties>
   <property name="depicts" value="oxen_eye 85"/>
  </properties>
 </tile>
 <tile id="186">
  <properties>
   <property name="depicts" value="oxen_eye 86"/>
  </properties>
 </tile>
 <tile id="187">
  <properties>
   <property name="depicts" value="oxen_eye 87"/>
  </properties>
 </tile>
 <tile id="188">
  <properties>
   <property name="depicts" value="oxen_eye 88"/>
  </properties>
 </tile>
 <tile id="189">
  <properties>
   <property name="depicts" value="oxen_eye 89"/>
  </properties>
 </tile>
 <tile id="190">
  <properties>
   <property name="depicts" value="oxen_eye 90"/>
  </properties>
 </tile>
 <tile id="191">
  <properties>
   <property name="depicts" value="oxen_eye 91"/>
  </properties>
 </tile>
 <tile id="192">
  <properties>
   <property name="depicts" value="oxen_eye 92"/>
  </properties>
 </tile>
 <tile id="193">
  <properties>
   <property name="depicts" value="oxen_eye 93"/>
  </properties>
 </tile>
 <tile id="194">
  <properties>
   <property name="depicts" value="oxen_eye 94"/>
  </properties>
 </tile>
 <tile id="195">
  <properties>
   <property name="depicts" value="oxen_eye 95"/>
  </properties>
 </tile>
 <tile id="196">
  <properties>
   <property name="depicts" value="oxen_eye 96"/>
  </properties>
 </tile>
 <tile id="197">
  <properties>
   <property name="depicts" value="oxen_eye 97"/>
  </properties>
 </tile>
 <tile id="198">
  <properties>
   <property name="depicts" value="oxen_eye 98"/>
  </properties>
 </tile>
 <tile id="199">
  <properties>
   <property name="depicts" value="oxen_eye 99"/>
  </properties>
 </tile>
</tileset>
